"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Loader2, Play, Plus, Settings2, ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Switch } from "@/components/ui/switch";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/ui/use-action";
import { settle, THROWN } from "@/lib/action-outcome";
import { addSampleStoresAction, listValidationTargetsAction, setStoreScrapingAction, testStoreAction, validateStoreAction } from "../actions";
import { ADMIN_ERRORS, ADMIN_TOASTS, NO_VALIDATION_RESULTS } from "../messages";
import { formatDuration } from "../format";
import type { AdminStoreDto } from "../queries";
import type { StoreValidationResult } from "../../validation/steps";
import { VALIDATION_STORE_DELAY_MS } from "../../validation/step-list";
import { Badge, LocalTime, STORE_TYPE_LABEL, StatusBadge } from "./bits";
import { ScheduleLine } from "./schedule-editor";
import { ConfigDialog } from "./config-dialog";

const MIN_PRODUCTS = 5;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function StoreManagementTab({ stores, onRunStart }: { stores: AdminStoreDto[]; onRunStart: () => void }) {
  const router = useRouter();
  const [tab, setTab] = useState("stores");
  const [editing, setEditing] = useState<AdminStoreDto | null>(null);
  const [results, setResults] = useState<StoreValidationResult[]>([]);
  const [validating, setValidating] = useState(false);

  // Each answer, yes or no, re-reads the page's data (no answer: nothing to re-read).
  const refreshUnlessThrown = (res: { thrown?: true }) => !res.thrown && router.refresh();
  const samples = useAction(addSampleStoresAction, {
    success: (res) => ADMIN_TOASTS.storesAdded(res.added),
    failure: { title: "Error", fallback: ADMIN_ERRORS.initializeStores },
    refresh: true,
    onFailure: refreshUnlessThrown,
  });
  const toggleOne = useAction((p: { store: AdminStoreDto; enabled: boolean }) => setStoreScrapingAction({ storeId: p.store.id, enabled: p.enabled }), {
    success: (_res, p) => (p.enabled ? ADMIN_TOASTS.storeEnabled : ADMIN_TOASTS.storeDisabled),
    failure: { title: "Error", fallback: ADMIN_ERRORS.updateStoreStatus },
    refresh: true,
    onFailure: refreshUnlessThrown,
  });
  const testOne = useAction((store: AdminStoreDto) => testStoreAction({ storeId: store.id }), {
    success: (res) => (res.run.success ? { ...ADMIN_TOASTS.testSuccessful(res.run.productsFound), variant: "success" } : { ...ADMIN_TOASTS.testFailed(res.run.error), variant: "destructive" }),
    failure: (res) => ({ ...ADMIN_TOASTS.testFailed(res.formError), variant: "destructive" }),
    refresh: true,
    onFailure: refreshUnlessThrown,
  });
  const busy = samples.pending
    ? "samples"
    : toggleOne.pendingInput
      ? `toggle:${toggleOne.pendingInput.store.id}`
      : testOne.pendingInput
        ? `test:${testOne.pendingInput.id}`
        : null;

  const addSamples = () => void samples.run({});
  const toggle = (store: AdminStoreDto, enabled: boolean) => void toggleOne.run({ store, enabled });
  const test = (store: AdminStoreDto) => {
    onRunStart();
    void testOne.run(store);
  };

  async function runFullValidation() {
    setValidating(true);
    setResults([]);
    setTab("results");
    onRunStart();
    try {
      const targets = await settle(() => listValidationTargetsAction({}));
      if (!targets.ok) throw new Error(targets.formError ?? ADMIN_ERRORS.fetchStores);
      const out: StoreValidationResult[] = [];
      for (let i = 0; i < targets.stores.length; i++) {
        if (i > 0) await sleep(VALIDATION_STORE_DELAY_MS);
        const res = await settle(() => validateStoreAction({ storeId: targets.stores[i].id }));
        if (res === THROWN) throw new Error("Unknown error");
        const s = targets.stores[i];
        const result: StoreValidationResult = res.ok
          ? res.result
          : { storeId: s.id, storeName: s.name, storeType: s.storeType, durationMs: 0, success: false, productsFound: 0, error: res.formError ?? "Unknown error" };
        out.push(result);
        setResults([...out]);
      }
      toast(ADMIN_TOASTS.validationComplete(out.filter((r) => r.success).length, out.length, "stores"));
      router.refresh();
    } catch (e) {
      toast({ ...ADMIN_TOASTS.validationFailed(e instanceof Error ? e.message : "Unknown error"), variant: "destructive" });
    } finally {
      setValidating(false);
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Store Management</h2>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={runFullValidation} disabled={validating}>
            {validating ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <ShieldCheck className="size-4" aria-hidden />}
            Run Full Validation
          </Button>
          <Button onClick={addSamples} disabled={busy === "samples"}>
            {busy === "samples" ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Plus className="size-4" aria-hidden />}
            Add Sample Stores
          </Button>
        </div>
      </div>
      <Tabs value={tab} onValueChange={setTab} className="min-w-0">
        <TabsList>
          <TabsTrigger value="stores">Stores ({stores.length})</TabsTrigger>
          <TabsTrigger value="results">Validation Results</TabsTrigger>
        </TabsList>
        <TabsContent value="stores" className="min-w-0">
          <ul className="grid min-w-0 grid-cols-1 gap-3 md:grid-cols-2">
            {stores.map((s) => (
              <li key={s.id} className="min-w-0">
                <Card className="space-y-2" data-testid="store-card" data-store-name={s.name}>
                  <div className="flex items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="truncate font-semibold text-slate-900">{s.name}</p>
                      <p className="text-sm text-slate-600">
                        {STORE_TYPE_LABEL[s.storeType] ?? s.storeType} · {s.productCount.toLocaleString("en-US")} products
                        {s.isDemo ? <> · <Badge tone="blue">Demo data</Badge></> : null}
                      </p>
                    </div>
                    <StatusBadge status={s.scrapeStatus} label={s.statusLabel} />
                  </div>
                  <div className="flex items-center justify-between gap-2 text-sm text-slate-600">
                    <span>
                      Last scraped: <LocalTime iso={s.lastScrapedAt} />
                    </span>
                    <Switch
                      aria-label={`Scraping for ${s.name}`}
                      checked={s.scrapingEnabled}
                      disabled={busy === `toggle:${s.id}`}
                      onCheckedChange={(v) => toggle(s, v)}
                    />
                  </div>
                  <ScheduleLine store={s} />
                  <div className="flex gap-2">
                    <Button variant="outline" className="flex-1 py-1.5" onClick={() => test(s)} disabled={busy !== null && busy.startsWith("test:")} aria-label={`Test ${s.name}`}>
                      {busy === `test:${s.id}` ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Play className="size-4" aria-hidden />}
                      Test
                    </Button>
                    <Button variant="outline" className="flex-1 py-1.5" onClick={() => setEditing(s)} aria-label={`Config ${s.name}`}>
                      <Settings2 className="size-4" aria-hidden />
                      Config
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </TabsContent>
        <TabsContent value="results" className="min-w-0">
          {results.length === 0 && !validating ? (
            <div className="space-y-3 rounded-xl border border-dashed border-slate-300 p-6 text-center">
              <p className="text-sm text-slate-600">{NO_VALIDATION_RESULTS}</p>
              <Button variant="outline" onClick={runFullValidation}>
                Run Validation
              </Button>
            </div>
          ) : (
            <ul className="space-y-2">
              {results.map((r) => (
                <li key={r.storeId}>
                  <Card className="space-y-1 p-3" data-testid="validation-result">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <p className="font-semibold text-slate-900">{r.storeName}</p>
                      <div className="flex gap-1.5">
                        <Badge tone={r.success ? "green" : "red"}>{r.success ? "Success" : "Failed"}</Badge>
                        {r.productsFound >= MIN_PRODUCTS ? <Badge tone="blue">5+ items</Badge> : null}
                      </div>
                    </div>
                    <p className="text-sm text-slate-600">
                      {STORE_TYPE_LABEL[r.storeType] ?? r.storeType} · {formatDuration(r.durationMs)} · {r.productsFound} products found
                    </p>
                    {r.error ? <p className="break-words text-sm text-red-700">{r.error}</p> : null}
                  </Card>
                </li>
              ))}
              {validating ? (
                <li className="flex items-center gap-2 text-sm text-slate-600">
                  <Loader2 className="size-4 animate-spin" aria-hidden /> Validating…
                </li>
              ) : null}
            </ul>
          )}
        </TabsContent>
      </Tabs>
      {editing ? (
        <ConfigDialog
          store={editing}
          onClose={() => {
            setEditing(null);
            router.refresh();
          }}
        />
      ) : null}
    </div>
  );
}
