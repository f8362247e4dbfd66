"use client";
import { useId, useMemo, useState } from "react";
import { Loader2, Play } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useAction } from "@/components/ui/use-action";
import { configProblems } from "../config-problems";
import { dryRunScrapeAction } from "../actions";
import { ADMIN_TOASTS } from "../messages";
import { formatDuration } from "../format";
import type { DryRunResult } from "../mutations";
import { DetectShopPanel } from "./detect-shop-panel";

const EXAMPLE = `{
  "scraper_type": "html",
  "base_url": "https://shop.example/groceries",
  "strategy": "json_ld",
  "max_pages": 2,
  "delay_ms": 1000
}`;

const money = (n: number | null) => (n === null ? "—" : n.toFixed(2));

/** Paste a configuration or load a store's, run it dry (nothing is written), and see what it extracts. */
export function TestScraping({ stores }: { stores: { id: string; name: string; configJson: string }[] }) {
  const ids = { store: useId(), json: useId(), problems: useId() };
  const [text, setText] = useState(stores[0]?.configJson ?? EXAMPLE);
  const [storeId, setStoreId] = useState<string>("");
  const [result, setResult] = useState<DryRunResult | null>(null);
  const [serverProblems, setServerProblems] = useState<string[]>([]);
  const dryRun = useAction(dryRunScrapeAction, {
    onFailure: (res) => res.fieldErrors?.configJson && setServerProblems(res.fieldErrors.configJson),
    failure: (res) => ({ ...ADMIN_TOASTS.testFailed(res.formError), variant: "destructive" }),
    onSuccess: (res) => setResult(res.result),
    success: (res) =>
      res.result.products.length
        ? { ...ADMIN_TOASTS.testSuccessful(res.result.products.length), variant: "success" }
        : { ...ADMIN_TOASTS.testFailed(res.result.errors[0]?.message ?? "No products found"), variant: "destructive" },
  });
  const running = dryRun.pending;

  const localProblems = useMemo(() => {
    return configProblems(text);
  }, [text]);
  const problems = localProblems.length ? localProblems : serverProblems;

  async function run() {
    setServerProblems([]);
    await dryRun.run({ configJson: text });
  }

  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-4">
      <Card className="space-y-3">
        <DetectShopPanel
          onConfig={(json) => {
            setText(json);
            setStoreId("");
            setServerProblems([]);
          }}
        />
        {stores.length ? (
          <div className="space-y-1">
            <label htmlFor={ids.store} className="block text-sm font-medium text-slate-900">
              Load a store&apos;s configuration
            </label>
            <Select
              value={storeId}
              onValueChange={(v) => {
                setStoreId(v);
                const store = stores.find((s) => s.id === v);
                if (store) setText(store.configJson);
              }}
            >
              <SelectTrigger id={ids.store} className="w-full sm:w-80">
                <SelectValue placeholder="Pick a store" />
              </SelectTrigger>
              <SelectContent>
                {stores.map((s) => (
                  <SelectItem key={s.id} value={s.id}>
                    {s.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        ) : null}
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
            rows={12}
            spellCheck={false}
            aria-invalid={problems.length > 0}
            aria-describedby={ids.problems}
            className="w-full rounded-lg border border-slate-300 p-2 font-mono text-xs text-slate-900 focus:border-brand-600 aria-[invalid=true]:border-red-600"
          />
          <div id={ids.problems} aria-live="polite">
            {problems.length ? (
              <ul className="space-y-0.5 text-sm text-red-700">
                {problems.slice(0, 6).map((p) => (
                  <li key={p} className="break-words">{p}</li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-green-700">Valid configuration</p>
            )}
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button onClick={run} disabled={running || localProblems.length > 0}>
            {running ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Play className="size-4" aria-hidden />}
            Run dry
          </Button>
          <p className="text-sm text-slate-600">Fetches the pages and extracts products; nothing is saved.</p>
        </div>
      </Card>

      {result ? (
        <section className="space-y-3" aria-label="Scrape result">
          <div className="grid grid-cols-3 gap-3">
            <Card className="p-3">
              <p className="text-xs text-slate-600">Products</p>
              <p className="text-xl font-bold tabular-nums" data-testid="dry-products">{result.products.length}</p>
            </Card>
            <Card className="p-3">
              <p className="text-xs text-slate-600">Pages fetched</p>
              <p className="text-xl font-bold tabular-nums" data-testid="dry-pages">{result.pagesFetched}</p>
            </Card>
            <Card className="p-3">
              <p className="text-xs text-slate-600">Duration</p>
              <p className="text-xl font-bold tabular-nums">{formatDuration(result.durationMs)}</p>
            </Card>
          </div>
          {result.errors.length ? (
            <Card className="border-red-200 bg-red-50 p-3">
              <h2 className="text-sm font-semibold text-red-900">Errors ({result.errors.length})</h2>
              <ul className="mt-1 space-y-1 text-sm text-red-800">
                {result.errors.map((e, i) => (
                  <li key={i} className="break-words">
                    {e.message}
                    {e.url ? <span className="block text-xs text-red-700">{e.url}</span> : null}
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
          {result.products.length ? (
            <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
              <table className="min-w-full text-left text-sm">
                <thead className="bg-slate-50 text-xs uppercase text-slate-600">
                  <tr>
                    <th className="px-3 py-2">Name</th>
                    <th className="px-3 py-2 text-right">Price</th>
                    <th className="px-3 py-2">Brand</th>
                    <th className="px-3 py-2">Size</th>
                    <th className="px-3 py-2 text-right">Unit price</th>
                    <th className="px-3 py-2">In stock</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {result.products.map((p, i) => (
                    <tr key={`${p.name}-${i}`} data-testid="dry-product-row">
                      <td className="max-w-64 px-3 py-2">
                        {p.url ? (
                          <a href={p.url} target="_blank" rel="noreferrer noopener" className="text-brand-700 underline-offset-2 hover:underline">{p.name}</a>
                        ) : (
                          p.name
                        )}
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">{money(p.price)}</td>
                      <td className="px-3 py-2">{p.brand ?? "—"}</td>
                      <td className="px-3 py-2">{p.size ?? "—"}</td>
                      <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{p.unitPrice === null ? "—" : `${money(p.unitPrice)}${p.unitType ? ` / ${p.unitType}` : ""}`}</td>
                      <td className="px-3 py-2">{p.inStock ? "Yes" : "No"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
