"use client";
import { useId, useMemo, useState } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { useAction } from "@/components/ui/use-action";
import { configProblems } from "../config-problems";
import { updateStoreConfigAction } from "../actions";
import { ADMIN_ERRORS, ADMIN_TOASTS } from "../messages";
import { STORE_TYPES, type StoreType } from "../schemas";
import type { AdminStoreDto } from "../queries";
import { STORE_TYPE_LABEL } from "./bits";
import { DetectShopPanel } from "./detect-shop-panel";

/**
 * Store type, Enable Scraping and the scraper configuration. The editor says why text is refused
 * (not JSON, or a configuration the engine would not run) as you type; the server checks again
 * (including compiling the pattern with RE2) and nothing is saved until it is valid.
 */
export function ConfigDialog({ store, onClose }: { store: AdminStoreDto; onClose: () => void }) {
  const ids = { type: useId(), enabled: useId(), json: useId(), problems: useId() };
  const [storeType, setStoreType] = useState<StoreType>((STORE_TYPES as readonly string[]).includes(store.storeType) ? (store.storeType as StoreType) : "supermarket");
  const [enabled, setEnabled] = useState(store.scrapingEnabled);
  const [text, setText] = useState(store.configJson);
  const [serverProblems, setServerProblems] = useState<string[]>([]);
  const { run, pending: saving } = useAction(updateStoreConfigAction, {
    success: ADMIN_TOASTS.storeUpdated,
    onSuccess: () => onClose(),
    onFailure: (res) => res.fieldErrors?.configJson && setServerProblems(res.fieldErrors.configJson),
    failure: { title: "Error", fallback: ADMIN_ERRORS.updateStore },
  });

  const localProblems = useMemo(() => {
    if (text.trim() === "") return enabled ? ["Scraping needs a configuration"] : [];
    return configProblems(text);
  }, [text, enabled]);
  const problems = localProblems.length ? localProblems : serverProblems;

  async function save() {
    setServerProblems([]);
    await run({ storeId: store.id, storeType, scrapingEnabled: enabled, configJson: text });
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={`Configure ${store.name}`}
      description="Store type, scraping switch and scraper configuration (JSON)."
      dismissible={!saving}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={save} disabled={saving || localProblems.length > 0}>
            {saving ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
            Save Changes
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div className="space-y-1">
          <label htmlFor={ids.type} className="text-sm font-medium text-slate-900">
            Store type
          </label>
          <Select value={storeType} onValueChange={(v) => setStoreType(v as StoreType)}>
            <SelectTrigger id={ids.type} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {STORE_TYPES.map((t) => (
                <SelectItem key={t} value={t}>
                  {STORE_TYPE_LABEL[t]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex items-center justify-between gap-3">
          <label htmlFor={ids.enabled} className="text-sm font-medium text-slate-900">
            Enable Scraping
          </label>
          <Switch id={ids.enabled} checked={enabled} onCheckedChange={setEnabled} />
        </div>
        <DetectShopPanel
          onConfig={(json) => {
            setText(json);
            setServerProblems([]);
          }}
        />
        <div className="space-y-1">
          <label htmlFor={ids.json} className="text-sm font-medium text-slate-900">
            Scraper configuration (JSON)
          </label>
          <textarea
            id={ids.json}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setServerProblems([]);
            }}
            spellCheck={false}
            rows={14}
            aria-invalid={problems.length > 0}
            aria-describedby={ids.problems}
            className="w-full rounded-lg border border-slate-300 p-2 font-mono text-xs text-slate-900 focus:border-brand-600 aria-[invalid=true]:border-red-600"
          />
          <div id={ids.problems} aria-live="polite" data-testid="config-problems">
            {problems.length ? (
              <ul className="space-y-0.5 text-sm text-red-700">
                {problems.slice(0, 6).map((p) => (
                  <li key={p} className="break-words">
                    {p}
                  </li>
                ))}
              </ul>
            ) : text.trim() ? (
              <p className="text-sm text-green-700">Valid configuration</p>
            ) : null}
          </div>
        </div>
      </div>
    </Dialog>
  );
}
