"use client";
import { useRef, useState } from "react";
import { ImageUp, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { LOGO_MAX_BYTES, LOGO_MESSAGES } from "../../schemas";

const ACCEPT = ".png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml";
const EXT = /\.(png|jpe?g|svg)$/i;

/** Uploads the raw file to /api/retailer/logo; the server re-checks type (by bytes) and size. */
export function LogoUploader({ logoUrl, onChange }: { logoUrl: string | null; onChange: (url: string | null) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function upload(file: File) {
    if (!EXT.test(file.name)) return toast({ title: "Upload failed", description: LOGO_MESSAGES.type, variant: "destructive" });
    if (file.size > LOGO_MAX_BYTES) return toast({ title: "Upload failed", description: LOGO_MESSAGES.size, variant: "destructive" });
    setBusy(true);
    try {
      const res = await fetch("/api/retailer/logo", { method: "POST", body: file, headers: { "content-type": file.type || "application/octet-stream" } });
      const body = (await res.json().catch(() => null)) as { logoUrl?: string; error?: { message?: string } } | null;
      if (!res.ok || !body?.logoUrl) {
        toast({ title: "Upload failed", description: body?.error?.message ?? "Please try again or contact support.", variant: "destructive" });
        return;
      }
      onChange(body.logoUrl);
      toast({ title: "Logo uploaded successfully!", variant: "success" });
    } catch {
      toast({ title: "Upload failed", description: "Please try again or contact support.", variant: "destructive" });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  }

  async function remove() {
    setBusy(true);
    try {
      const res = await fetch("/api/retailer/logo", { method: "DELETE" });
      if (!res.ok) throw new Error(String(res.status));
      onChange(null);
      toast({ title: "Logo removed", variant: "success" });
    } catch {
      toast({ title: "Remove failed", description: "Please try again.", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="flex h-24 w-24 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-white">
        {logoUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- our own re-encoded upload, already sized
          <img src={logoUrl} alt="Your store logo" className="h-full w-full object-contain" />
        ) : (
          <span className="px-2 text-center text-xs text-slate-600">No logo yet</span>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-sm text-slate-700">PNG, JPG or SVG, up to 2 MB. Recommended 500×500; larger images are scaled down. Shown on your banners.</p>
        <div className="flex flex-wrap gap-2">
          <input ref={input} id="logo-file" type="file" aria-label="Logo file (PNG, JPG or SVG, up to 2 MB)" accept={ACCEPT} className="sr-only" onChange={(e) => { const f = e.target.files?.[0]; if (f) void upload(f); }} disabled={busy} />
          <Button variant="outline" onClick={() => input.current?.click()} disabled={busy} aria-controls="logo-file">
            <ImageUp aria-hidden="true" className="h-4 w-4" />
            {busy ? "Working…" : logoUrl ? "Replace logo" : "Upload logo"}
          </Button>
          {logoUrl ? (
            <Button variant="ghost" onClick={() => void remove()} disabled={busy}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              Remove logo
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
