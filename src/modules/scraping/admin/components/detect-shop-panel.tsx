"use client";
import { useId, useState } from "react";
import { Loader2, Search } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { detectShopAction } from "../actions";
import type { DetectShopResult } from "../detect-shop";

const PLATFORM_LABEL: Record<DetectShopResult["platform"], string> = {
  shopify: "Shopify",
  woocommerce: "WooCommerce",
  json_ld_sitemap: "Product pages in a sitemap (schema.org JSON-LD)",
  unknown: "Platform not recognised",
};

/**
 * "Add shop by URL": the administrator pastes a shop's address, the server recognises its platform
 * (Shopify, WooCommerce, JSON-LD pages in a sitemap) and proposes a configuration, which fills the
 * editor below (`onConfig`) to run dry and save. Nothing is written.
 */
export function DetectShopPanel({ onConfig }: { onConfig: (configJson: string) => void }) {
  const ids = { url: useId(), error: useId() };
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<DetectShopResult | null>(null);

  async function detect(e: React.FormEvent) {
    e.preventDefault();
    setRunning(true);
    setError(null);
    try {
      const res = await detectShopAction({ url });
      if (!res.ok) {
        setError(res.fieldErrors?.url?.[0] ?? res.formError ?? "Could not check this address");
        return;
      }
      setResult(res.result);
      if (res.result.configJson) {
        onConfig(res.result.configJson);
        toast({ title: "Configuration proposed", description: `${PLATFORM_LABEL[res.result.platform]}: the editor now holds a configuration to run dry and save.`, variant: "success" });
      }
    } catch {
      setError("Could not check this address");
    } finally {
      setRunning(false);
    }
  }

  return (
    <section aria-labelledby={`${ids.url}-title`} className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <h2 id={`${ids.url}-title`} className="text-sm font-semibold text-slate-900">
        Add shop by URL
      </h2>
      <form onSubmit={detect} className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="flex-1 space-y-1">
          <label htmlFor={ids.url} className="sr-only">
            Shop address
          </label>
          <input
            id={ids.url}
            type="text"
            inputMode="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://shop.example"
            aria-invalid={error ? true : undefined}
            aria-describedby={ids.error}
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600 aria-[invalid=true]:border-red-600"
          />
          <p id={ids.error} aria-live="polite" className="min-h-4 text-xs text-red-700">
            {error ?? ""}
          </p>
        </div>
        <Button type="submit" variant="outline" disabled={running || url.trim() === ""}>
          {running ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Search className="size-4" aria-hidden />}
          Detect platform
        </Button>
      </form>
      {result ? (
        <div aria-live="polite" className="space-y-1 text-sm" data-testid="detect-result">
          <p className="font-medium text-slate-900">
            {PLATFORM_LABEL[result.platform]}
            {result.configJson ? " — configuration proposed below" : " — no configuration proposed: write one with selectors or a pattern"}
          </p>
          <details>
            <summary className="cursor-pointer text-slate-600">What was checked ({result.evidence.length})</summary>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-xs text-slate-700">
              {result.evidence.map((line, i) => (
                <li key={i} className="break-words">
                  {line}
                </li>
              ))}
            </ul>
          </details>
        </div>
      ) : null}
    </section>
  );
}
