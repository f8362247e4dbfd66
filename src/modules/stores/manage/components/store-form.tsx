"use client";
import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { Loader2, MapPin } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { toast } from "@/components/ui/toast";
import { OfflineStoreMap } from "../../components/offline-map/offline-store-map";
import { DEFAULT_OPENING_HOURS, WEEKDAY_KEYS, WEEKDAY_LABELS, type OpeningHours } from "../../opening-hours";
import { createOwnLocationAction, createStoreAction, geocodeStoreAddressAction, updateOwnLocationAction, updateStoreAction } from "../actions";
import { DEFAULT_TIME_ZONE, STORE_COUNTRIES, STORE_TYPES, type StoreCountry } from "../schemas";
import type { ManagedStoreDto } from "../queries";

const CURRENCY: Record<StoreCountry, string> = { NZ: "NZD", AU: "AUD", US: "USD" };
const COUNTRY_LABEL: Record<StoreCountry, string> = { NZ: "New Zealand", AU: "Australia", US: "United States" };
const COMMON_ZONES = ["Pacific/Auckland", "Pacific/Chatham", "Australia/Sydney", "Australia/Melbourne", "Australia/Brisbane", "Australia/Adelaide", "Australia/Perth", "Australia/Hobart", "Australia/Darwin", "America/Los_Angeles", "America/Denver", "America/Phoenix", "America/Chicago", "America/New_York", "America/Anchorage", "Pacific/Honolulu"];
const CITY_CENTRE: Record<StoreCountry, { lat: number; lng: number }> = { NZ: { lat: -36.8485, lng: 174.7633 }, AU: { lat: -33.8688, lng: 151.2093 }, US: { lat: 47.6062, lng: -122.3321 } };

const input = "w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 aria-[invalid=true]:border-red-600";

export interface StoreFormProps {
  /** admin: an administrator's store (listed at once); retailer: the retailer's own location (waits for approval). */
  mode: "admin" | "retailer";
  initial: ManagedStoreDto | null;
  /** Where to go after saving. */
  doneHref: string;
}

/**
 * Name, chain, type, address found on the map (the configured geocoder) with a pin to correct the
 * position (click the map or drag the pin), country (fixes the currency), IANA time zone and
 * opening hours per weekday. The server validates everything again.
 */
export function StoreForm({ mode, initial, doneHref }: StoreFormProps) {
  const router = useRouter();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const [name, setName] = useState(initial?.name ?? "");
  const [chain, setChain] = useState(initial?.chain ?? "");
  const [storeType, setStoreType] = useState(initial?.storeType ?? "supermarket");
  const [address, setAddress] = useState(initial && initial.address !== "To be updated" ? initial.address : "");
  const [suburb, setSuburb] = useState(initial?.suburb ?? "");
  const [city, setCity] = useState(initial?.city ?? "");
  const [countryCode, setCountryCode] = useState<StoreCountry>(initial?.countryCode ?? "NZ");
  const [pin, setPin] = useState<{ lat: number; lng: number } | null>(initial && !(initial.latitude === 0 && initial.longitude === 0) ? { lat: initial.latitude, lng: initial.longitude } : null);
  const [timeZone, setTimeZone] = useState(initial?.timeZone && initial.timeZone !== "UTC" ? initial.timeZone : DEFAULT_TIME_ZONE[initial?.countryCode ?? "NZ"]);
  const [hours, setHours] = useState<OpeningHours>(initial?.openingHours ?? DEFAULT_OPENING_HOURS);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [geocodeNote, setGeocodeNote] = useState<string | null>(null);
  const [busy, setBusy] = useState<"save" | "geocode" | null>(null);
  const [mapFocus, setMapFocusState] = useState({ center: pin ?? CITY_CENTRE[countryCode], zoom: pin ? 15 : 11 });
  const setMapFocus = (center: { lat: number; lng: number }, zoom = 15) => setMapFocusState({ center, zoom });

  const err = (key: string) => errors[`store.${key}`]?.[0] ?? errors[key]?.[0] ?? null;

  async function findOnMap() {
    setBusy("geocode");
    setGeocodeNote(null);
    try {
      const res = await geocodeStoreAddressAction({ address, suburb, city, countryCode });
      if (res.ok) {
        setPin({ lat: res.latitude, lng: res.longitude });
        setMapFocus({ lat: res.latitude, lng: res.longitude });
        setGeocodeNote(
          res.precision === "street"
            ? `Found: ${res.formattedAddress}. Drag the pin if the entrance is elsewhere.`
            : `Found ${res.formattedAddress} (${res.precision} only): click the map or drag the pin onto the store.`,
        );
      } else setGeocodeNote(res.formError ?? "We couldn't find that address.");
    } finally {
      setBusy(null);
    }
  }

  function setDay(day: (typeof WEEKDAY_KEYS)[number], value: { open: string; close: string } | null) {
    setHours((h) => ({ ...h, [day]: value }));
  }

  async function save() {
    setBusy("save");
    setErrors({});
    setFormError(null);
    const store = { name, chain, storeType: storeType as (typeof STORE_TYPES)[number], address, suburb, city, countryCode, latitude: pin?.lat ?? Number.NaN, longitude: pin?.lng ?? Number.NaN, timeZone, openingHours: hours };
    try {
      const res =
        mode === "admin"
          ? initial
            ? await updateStoreAction({ storeId: initial.id, store })
            : await createStoreAction({ store })
          : initial
            ? await updateOwnLocationAction({ storeId: initial.id, store })
            : await createOwnLocationAction({ store });
      if (res.ok) {
        toast({ title: initial ? "Store saved" : mode === "admin" ? "Store added" : "Location submitted", description: mode === "retailer" ? "Shoppers see it once an administrator approves it." : undefined });
        router.push(doneHref);
        router.refresh();
        return;
      }
      setErrors(res.fieldErrors ?? {});
      setFormError(res.formError ?? "Please correct the highlighted fields.");
    } catch {
      setFormError("Something went wrong. Please try again.");
    } finally {
      setBusy(null);
    }
  }

  return (
    <form
      className="flex flex-col gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
      noValidate
    >
      <FormAlert message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id={id("name")} label="Store name" value={name} onChange={setName} error={err("name")} required />
        <TextField id={id("chain")} label="Chain (optional)" value={chain} onChange={setChain} error={err("chain")} />
        <div className="flex flex-col gap-1">
          <label htmlFor={id("type")} className="text-sm font-medium text-slate-800">Store type</label>
          <select id={id("type")} className={input} value={storeType} onChange={(e) => setStoreType(e.target.value)}>
            {STORE_TYPES.map((t) => <option key={t} value={t}>{t[0].toUpperCase() + t.slice(1)}</option>)}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={id("country")} className="text-sm font-medium text-slate-800">Country</label>
          <select
            id={id("country")}
            className={input}
            value={countryCode}
            onChange={(e) => {
              const c = e.target.value as StoreCountry;
              setCountryCode(c);
              if (!initial) setTimeZone(DEFAULT_TIME_ZONE[c]);
              if (!pin) setMapFocus(CITY_CENTRE[c], 11);
            }}
          >
            {STORE_COUNTRIES.map((c) => <option key={c} value={c}>{COUNTRY_LABEL[c]}</option>)}
          </select>
          <p className="text-xs text-slate-600">Prices in {CURRENCY[countryCode]}</p>
        </div>
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-base font-semibold text-slate-900">Address and position</legend>
        <TextField id={id("address")} label="Street address" value={address} onChange={setAddress} error={err("address")} placeholder="7 Williamson Avenue" required />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id={id("suburb")} label="Suburb" value={suburb} onChange={setSuburb} error={err("suburb")} />
          <TextField id={id("city")} label="City" value={city} onChange={setCity} error={err("city")} required />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button variant="outline" onClick={findOnMap} disabled={busy !== null || address.trim() === ""}>
            {busy === "geocode" ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <MapPin className="size-4" aria-hidden />}
            Find on map
          </Button>
          <p aria-live="polite" className="text-sm text-slate-700" data-testid="geocode-note">{geocodeNote ?? (pin ? "" : "Find the address, or click the map where the store is.")}</p>
        </div>
        <OfflineStoreMap stores={[]} origin={null} view={{ center: mapFocus.center, zoom: mapFocus.zoom, source: "search" }} selectedId={null} onSelect={() => undefined} pin={pin} onPinChange={setPin} />
        <div className="grid grid-cols-2 gap-4">
          <NumberField id={id("lat")} label="Latitude" value={pin?.lat} onChange={(lat) => setPin((p) => ({ lat, lng: p?.lng ?? 0 }))} error={err("latitude")} />
          <NumberField id={id("lng")} label="Longitude" value={pin?.lng} onChange={(lng) => setPin((p) => ({ lat: p?.lat ?? 0, lng }))} error={err("longitude")} />
        </div>
      </fieldset>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-base font-semibold text-slate-900">Time zone and opening hours</legend>
        <div className="flex flex-col gap-1">
          <label htmlFor={id("tz")} className="text-sm font-medium text-slate-800">Time zone (IANA)</label>
          <input id={id("tz")} className={input} list={id("zones")} value={timeZone} onChange={(e) => setTimeZone(e.target.value)} aria-invalid={err("timeZone") ? true : undefined} aria-describedby={id("tz-err")} />
          <datalist id={id("zones")}>{COMMON_ZONES.map((z) => <option key={z} value={z} />)}</datalist>
          <p id={id("tz-err")} aria-live="polite" className="min-h-4 text-xs text-red-700">{err("timeZone") ?? ""}</p>
        </div>
        <div className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200">
          {WEEKDAY_KEYS.map((day) => {
            const h = hours[day];
            const dayErr = err(`openingHours.${day}`);
            return (
              <div key={day} className="flex flex-col gap-1 px-3 py-2">
                <div className="flex flex-wrap items-center gap-3">
                  <span className="w-24 text-sm font-medium text-slate-800">{WEEKDAY_LABELS[day]}</span>
                  <label className="flex items-center gap-1 text-sm text-slate-700">
                    <input type="checkbox" checked={h === null} onChange={(e) => setDay(day, e.target.checked ? null : { open: "08:00", close: "20:00" })} />
                    Closed
                  </label>
                  {h ? (
                    <span className="flex items-center gap-2">
                      <input aria-label={`${WEEKDAY_LABELS[day]} opens`} type="time" className="rounded border border-slate-300 px-2 py-1 text-sm" value={h.open} onChange={(e) => setDay(day, { ...h, open: e.target.value })} />
                      <span aria-hidden>–</span>
                      <input aria-label={`${WEEKDAY_LABELS[day]} closes`} type="time" className="rounded border border-slate-300 px-2 py-1 text-sm" value={h.close === "24:00" ? "23:59" : h.close} onChange={(e) => setDay(day, { ...h, close: e.target.value })} />
                    </span>
                  ) : null}
                </div>
                {dayErr ? <p className="text-xs text-red-700" aria-live="polite">{dayErr}</p> : null}
              </div>
            );
          })}
        </div>
      </fieldset>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy !== null}>
          {busy === "save" ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
          {initial ? "Save store" : mode === "admin" ? "Add store" : "Submit for approval"}
        </Button>
        <Button variant="outline" onClick={() => router.push(doneHref)} disabled={busy !== null}>Cancel</Button>
      </div>
    </form>
  );
}

function TextField({ id, label, value, onChange, error, required, placeholder }: { id: string; label: string; value: string; onChange: (v: string) => void; error: string | null; required?: boolean; placeholder?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">{label}</label>
      <input id={id} className={input} value={value} placeholder={placeholder} required={required} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={`${id}-err`} />
      <p id={`${id}-err`} aria-live="polite" className="min-h-4 text-xs text-red-700">{error ?? ""}</p>
    </div>
  );
}

function NumberField({ id, label, value, onChange, error }: { id: string; label: string; value: number | undefined; onChange: (v: number) => void; error: string | null }) {
  const [text, setText] = useState(value === undefined ? "" : value.toFixed(6));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value === undefined ? "" : value.toFixed(6));
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">{label}</label>
      <input
        id={id}
        inputMode="decimal"
        className={input}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const n = Number(e.target.value);
          if (e.target.value.trim() !== "" && Number.isFinite(n)) {
            setShown(n);
            onChange(n);
          }
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-err`}
      />
      <p id={`${id}-err`} aria-live="polite" className="min-h-4 text-xs text-red-700">{error ?? ""}</p>
    </div>
  );
}
