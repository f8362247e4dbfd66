"use client";
import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { FEED_MAX_BYTES, FEED_MESSAGES } from "../messages";

/**
 * Upload a feed file: the bytes go as the request body; the server reads the format from the
 * content, stores the dry-run report and answers its run, which opens next. Nothing is published here.
 */
export function FeedUploadForm() {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    if (!file) return setError("Choose your feed file first.");
    if (file.size > FEED_MAX_BYTES) return setError(FEED_MESSAGES.tooLarge);
    if (file.size === 0) return setError(FEED_MESSAGES.empty);
    setBusy(true);
    try {
      const res = await fetch(`/api/retailer/feeds?name=${encodeURIComponent(file.name)}`, { method: "POST", body: file, headers: { "content-type": "application/octet-stream" } });
      const body = (await res.json().catch(() => null)) as { runId?: string; error?: { message?: string }; message?: string } | null;
      if (!res.ok || !body?.runId) {
        setError(body?.error?.message ?? body?.message ?? "The feed could not be uploaded. Please try again.");
        return;
      }
      router.push(`/retailer/feeds/${body.runId}`);
    } catch {
      setError("The feed could not be uploaded: check your connection and try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-describedby="feed-upload-help">
      <label htmlFor="feed-file" className="text-sm font-medium text-slate-900">Feed file</label>
      <input
        id="feed-file"
        ref={input}
        type="file"
        name="feed"
        accept=".tsv,.txt,.csv,.xml,.json,text/*,application/json,application/xml"
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        className="block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-900"
      />
      <p id="feed-upload-help" className="text-xs text-slate-600">
        Google Merchant Center format — TSV, CSV, XML or JSON, up to 10 MB. A product feed (id, title, price, availability…) or a local inventory feed (store_code, id, price, availability). You read the check before anything is published.
      </p>
      {error ? <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">{error}</p> : null}
      <div>
        <Button type="submit" disabled={busy}>{busy ? "Checking…" : "Upload and check"}</Button>
      </div>
    </form>
  );
}
