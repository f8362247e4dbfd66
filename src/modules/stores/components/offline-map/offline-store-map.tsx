"use client";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { LocateFixed } from "lucide-react";
import { isOnPlane, markerStyleFor, projectToPlane, ringRadiusPx, unprojectFromPlane, type LatLng, type MapView } from "../../geo";
import type { NearbyStore } from "../../types";
import { StoreTypeIcon } from "../store-type-icon";
import { BasemapLayer, PlaceLabelLayer } from "./basemap-layer";
import { useBasemap } from "./use-basemap";
import { clampZoom, panByPixels, RING_DISTANCES_KM, scaleBar, zoomAround, type Viewport } from "./viewport";

// Logical canvas; the SVG scales to the container and markers are placed in percentages of it.
const W = 640;
const H = 400;
const KEY_PAN_PX = 60;

export interface OfflineStoreMapProps {
  stores: readonly NearbyStore[];
  /** Where distances are measured from (the shopper or the searched place): rings are drawn around it. */
  origin: LatLng | null;
  view: MapView;
  selectedId: string | null;
  onSelect: (storeId: string) => void;
  /** Position picking (the store form): a pin drawn here; a click on the map or a drag of the pin moves it. */
  pin?: LatLng | null;
  onPinChange?: (point: LatLng) => void;
}

const CLICK_SLOP_PX = 5;

/**
 * The built-in map: stores plotted by their real coordinates (Web-Mercator, so zoom levels match
 * Google's) with distance rings over land, coast and place names shipped with the app (decision
 * 055), needing no tiles, key or network. Markers are real buttons.
 */
export function OfflineStoreMap({ stores, origin, view, selectedId, onSelect, pin = null, onPinChange }: OfflineStoreMapProps) {
  const [viewport, setViewport] = useState<Viewport>({ center: view.center, zoom: view.zoom });
  const surfaceRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ id: number; x: number; y: number; moved: number; pin: boolean } | null>(null);
  const basemap = useBasemap();
  // Canvas units per screen pixel: labels are sized in screen pixels, placed in canvas units.
  const [unitsPerPx, setUnitsPerPx] = useState(1);
  useEffect(() => {
    const el = surfaceRef.current;
    if (!el) return;
    const measure = () => setUnitsPerPx(el.clientWidth > 0 ? W / el.clientWidth : 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // A new focus (selected store, searched place, fresh results) re-centres the map.
  const viewKey = `${view.center.lat},${view.center.lng},${view.zoom}`;
  const [focusedKey, setFocusedKey] = useState(viewKey);
  if (focusedKey !== viewKey) {
    setFocusedKey(viewKey);
    setViewport({ center: view.center, zoom: view.zoom });
  }

  /** Client pixels → logical canvas units. */
  const toCanvas = useCallback((clientX: number, clientY: number) => {
    const rect = surfaceRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return { x: W / 2, y: H / 2, scale: 1 };
    const scale = W / rect.width;
    return { x: (clientX - rect.left) * scale, y: (clientY - rect.top) * scale, scale };
  }, []);

  // Wheel zoom needs a non-passive listener so the page does not scroll underneath.
  useEffect(() => {
    const el = surfaceRef.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const p = toCanvas(e.clientX, e.clientY);
      setViewport((v) => zoomAround(v, p, e.deltaY < 0 ? 0.5 : -0.5, W, H));
    };
    el.addEventListener("wheel", onWheel, { passive: false });
    return () => el.removeEventListener("wheel", onWheel);
  }, [toCanvas]);

  function pointAt(clientX: number, clientY: number): LatLng {
    const p = toCanvas(clientX, clientY);
    return unprojectFromPlane(viewport.center, { x: p.x, y: p.y }, viewport.zoom, W, H);
  }
  function onPointerDown(e: PointerEvent<HTMLDivElement>) {
    const target = e.target as HTMLElement;
    if (target.closest("button")) return;
    drag.current = { id: e.pointerId, x: e.clientX, y: e.clientY, moved: 0, pin: Boolean(onPinChange && target.closest("[data-map-pin]")) };
    e.currentTarget.setPointerCapture(e.pointerId);
  }
  function onPointerMove(e: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    const moved = d.moved + Math.abs(e.clientX - d.x) + Math.abs(e.clientY - d.y);
    drag.current = { ...d, x: e.clientX, y: e.clientY, moved };
    if (d.pin) {
      onPinChange?.(pointAt(e.clientX, e.clientY));
      return;
    }
    const { scale } = toCanvas(e.clientX, e.clientY);
    const dx = (e.clientX - d.x) * scale;
    const dy = (e.clientY - d.y) * scale;
    setViewport((v) => panByPixels(v, dx, dy, W, H));
  }
  function endDrag(e: PointerEvent<HTMLDivElement>) {
    const d = drag.current;
    if (d?.id !== e.pointerId) return;
    drag.current = null;
    // A click (not a pan) on the map puts the pin there.
    if (onPinChange && e.type === "pointerup" && (d.pin || d.moved < CLICK_SLOP_PX)) onPinChange(pointAt(e.clientX, e.clientY));
  }
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.target !== e.currentTarget) return;
    const moves: Record<string, [number, number]> = { ArrowLeft: [KEY_PAN_PX, 0], ArrowRight: [-KEY_PAN_PX, 0], ArrowUp: [0, KEY_PAN_PX], ArrowDown: [0, -KEY_PAN_PX] };
    if (moves[e.key]) {
      e.preventDefault();
      setViewport((v) => panByPixels(v, moves[e.key][0], moves[e.key][1], W, H));
    } else if (e.key === "+" || e.key === "=") {
      setViewport((v) => ({ ...v, zoom: clampZoom(v.zoom + 1) }));
    } else if (e.key === "-") {
      setViewport((v) => ({ ...v, zoom: clampZoom(v.zoom - 1) }));
    }
  }

  const project = (p: LatLng) => projectToPlane(viewport.center, p, viewport.zoom, W, H);
  const originPx = origin ? project(origin) : null;
  const bar = scaleBar(viewport);
  const selected = stores.find((s) => s.id === selectedId) ?? null;
  const selectedPx = selected ? project(selected.coordinates) : null;
  const pinPx = pin ? project(pin) : null;
  // Names keep clear of markers, the search dot, the pin and the ring labels ("5 km").
  const ringLabels = originPx
    ? RING_DISTANCES_KM.map((km) => ({ x: originPx.x + 18, y: originPx.y - ringRadiusPx(origin!, km, viewport.zoom) - 8 }))
    : [];
  const obstacles = [...stores.map((s) => project(s.coordinates)), ...(originPx ? [originPx] : []), ...(pinPx ? [pinPx] : []), ...ringLabels];

  return (
    <div className="relative isolate overflow-hidden rounded-xl border border-slate-200 bg-emerald-50" data-testid="offline-map" data-basemap={basemap.status}>
      <div
        ref={surfaceRef}
        role="region"
        aria-label="Map of nearby stores. Use arrow keys to pan, plus and minus to zoom."
        tabIndex={0}
        className="relative aspect-[8/5] w-full cursor-grab touch-none select-none focus:outline-2 focus:outline-brand-600 active:cursor-grabbing"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
      >
        <svg viewBox={`0 0 ${W} ${H}`} className="absolute inset-0 h-full w-full" aria-hidden="true">
          <defs>
            <pattern id="offline-map-grid" width="40" height="40" patternUnits="userSpaceOnUse">
              <path d="M 40 0 L 0 0 0 40" fill="none" stroke="#d1fae5" strokeWidth="1" />
            </pattern>
          </defs>
          <rect width={W} height={H} fill="url(#offline-map-grid)" />
          {basemap.status === "ready" ? <BasemapLayer regions={basemap.regions} center={viewport.center} zoom={viewport.zoom} width={W} height={H} /> : null}
          {originPx
            ? RING_DISTANCES_KM.map((km) => {
                const r = ringRadiusPx(origin!, km, viewport.zoom);
                if (r < 6 || r > 4 * W) return null;
                return (
                  <g key={km}>
                    <circle cx={originPx.x} cy={originPx.y} r={r} fill="none" stroke="#059669" strokeOpacity="0.45" strokeDasharray="6 5" strokeWidth="1.5" />
                    <text x={originPx.x + 4} y={originPx.y - r - 4} fontSize="12" fill="#047857">{km} km</text>
                  </g>
                );
              })
            : null}
          {originPx ? (
            <g>
              <circle cx={originPx.x} cy={originPx.y} r="11" fill="#2563eb" fillOpacity="0.2" />
              <circle cx={originPx.x} cy={originPx.y} r="6" fill="#2563eb" stroke="#fff" strokeWidth="2" />
            </g>
          ) : null}
        </svg>

        {basemap.status === "ready" ? (
          <PlaceLabelLayer places={basemap.places} center={viewport.center} zoom={viewport.zoom} width={W} height={H} unitsPerPx={unitsPerPx} obstacles={obstacles} />
        ) : null}

        {stores.map((store) => {
          const p = project(store.coordinates);
          if (!isOnPlane(p, W, H, 12)) return null;
          const style = markerStyleFor(store.store_type);
          const isSelected = store.id === selectedId;
          return (
            <button
              key={store.id}
              type="button"
              data-store-id={store.id}
              aria-pressed={isSelected}
              aria-label={`${store.name}, ${style.label}, ${store.distance.toFixed(1)} km away`}
              title={store.name}
              onClick={() => onSelect(store.id)}
              className={`absolute flex -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white shadow-md transition-transform ${isSelected ? "z-20 h-10 w-10 scale-110 ring-4 ring-amber-300" : "z-10 h-8 w-8 hover:scale-110"}`}
              style={{ left: `${(p.x / W) * 100}%`, top: `${(p.y / H) * 100}%`, backgroundColor: style.color }}
            >
              <StoreTypeIcon typeKey={style.key} className={isSelected ? "h-5 w-5 text-white" : "h-4 w-4 text-white"} />
            </button>
          );
        })}

        {pin && pinPx && isOnPlane(pinPx, W, H, 12) ? (
          <span
            data-map-pin
            data-testid="map-pin"
            aria-label={`Store position ${pin.lat.toFixed(5)}, ${pin.lng.toFixed(5)}`}
            className="absolute z-20 flex h-9 w-9 -translate-x-1/2 -translate-y-full cursor-move items-end justify-center"
            style={{ left: `${(pinPx.x / W) * 100}%`, top: `${(pinPx.y / H) * 100}%` }}
          >
            <svg viewBox="0 0 24 32" className="h-9 w-7 drop-shadow" aria-hidden="true">
              <path d="M12 0C5.4 0 0 5.3 0 11.9 0 20.8 12 32 12 32s12-11.2 12-20.1C24 5.3 18.6 0 12 0z" fill="#dc2626" stroke="#fff" strokeWidth="1.5" />
              <circle cx="12" cy="12" r="4.5" fill="#fff" />
            </svg>
          </span>
        ) : null}

        {origin ? <span className="sr-only">Rings show 1, 5, 10 and 30 km from your search location.</span> : null}

        {selected && selectedPx && isOnPlane(selectedPx, W, H) ? (
          <div
            role="status"
            className="pointer-events-none absolute z-30 max-w-[14rem] -translate-x-1/2 rounded-lg bg-white px-3 py-2 text-xs shadow-lg"
            style={{ left: `${(selectedPx.x / W) * 100}%`, top: `calc(${(selectedPx.y / H) * 100}% + 24px)` }}
          >
            <p className="font-semibold text-slate-900">{selected.name}</p>
            <p className="text-slate-600">{selected.address}</p>
            <p className="text-slate-600">{selected.distance.toFixed(1)} km away</p>
          </div>
        ) : null}
      </div>

      <div className="absolute right-2 top-2 z-30 flex flex-col overflow-hidden rounded-lg border border-slate-300 bg-white shadow">
        <button type="button" aria-label="Zoom in" className="px-3 py-1 text-lg leading-none hover:bg-slate-100" onClick={() => setViewport((v) => ({ ...v, zoom: clampZoom(v.zoom + 1) }))}>+</button>
        <button type="button" aria-label="Zoom out" className="border-t border-slate-200 px-3 py-1 text-lg leading-none hover:bg-slate-100" onClick={() => setViewport((v) => ({ ...v, zoom: clampZoom(v.zoom - 1) }))}>−</button>
        <button type="button" aria-label="Re-centre map" className="flex justify-center border-t border-slate-200 px-3 py-1.5 hover:bg-slate-100" onClick={() => setViewport({ center: view.center, zoom: view.zoom })}><LocateFixed aria-hidden="true" className="h-4 w-4" /></button>
      </div>

      <div className="pointer-events-none absolute inset-x-2 bottom-2 z-30 text-[11px] text-slate-700">
        <div className="h-1.5 border-x-2 border-b-2 border-slate-700" style={{ width: `${(bar.px / W) * 100}%` }} />
        <div className="flex items-end justify-between gap-2">
          <span data-testid="map-scale" className="shrink-0 whitespace-nowrap">{bar.label}</span>
          <span className="flex min-w-0 flex-col items-end rounded bg-white/80 px-1 text-right leading-tight">
            <span className="whitespace-nowrap">Built-in map · zoom {viewport.zoom.toFixed(1)}</span>
            {basemap.status === "ready" ? <span className="truncate text-[10px] text-slate-600">{basemap.attribution}</span> : null}
          </span>
        </div>
      </div>
    </div>
  );
}
