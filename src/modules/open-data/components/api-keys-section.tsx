"use client";
import Link from "next/link";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { FormAlert } from "@/components/ui/form-alert";
import { useAction } from "@/components/ui/use-action";
import { toast } from "@/components/ui/toast";
import { createApiKeyAction, revokeApiKeyAction } from "../actions";
import { MAX_ACTIVE_API_KEYS, type ApiKeyView } from "../schemas";

const WHEN = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC" });
const when = (iso: string | null) => (iso ? `${WHEN.format(new Date(iso))} UTC` : "never");

/** Profile → Developer API keys: issue (the key is shown once), list with last use, revoke. */
export function ApiKeysSection({ initial }: { initial: ApiKeyView[] }) {
  const [keys, setKeys] = useState(initial);
  const [name, setName] = useState("");
  const [shown, setShown] = useState<{ name: string; key: string } | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const create = useAction((input: { name: string }) => createApiKeyAction(input), {
    onSuccess: (res) => {
      const { key, ...view } = res.created;
      setKeys((k) => [view, ...k]);
      setShown({ name: view.name, key });
      setName("");
    },
  });
  const revoke = useAction((input: { id: string }) => revokeApiKeyAction(input), {
    onSuccess: (_res, input) => {
      setKeys((k) => k.filter((x) => x.id !== input.id));
      setConfirming(null);
    },
    success: { title: "API key revoked", description: "Requests with it are refused from now on.", variant: "success" },
    failure: { title: "Key not revoked" },
  });

  async function copy(key: string) {
    try {
      await navigator.clipboard.writeText(key);
      toast({ title: "Key copied", variant: "success" });
    } catch {
      toast({ title: "Could not copy", description: "Select the key and copy it by hand.", variant: "destructive" });
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setShown(null);
    await create.run({ name });
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">
        Keys for the <Link href="/developers" className="text-brand-700 underline">open prices API</Link>: with a key, 60 requests a minute instead of 10. Send it as{" "}
        <code className="whitespace-nowrap rounded bg-slate-100 px-1">Authorization: Bearer &lt;key&gt;</code>.
      </p>
      {shown ? (
        <div role="status" className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
          <p className="text-sm font-medium text-slate-900">Your new key “{shown.name}” — copy it now: it is shown only once.</p>
          <code data-testid="new-api-key" className="break-all rounded bg-white px-2 py-1 font-mono text-xs text-slate-900">{shown.key}</code>
          <div className="flex gap-2">
            <Button variant="outline" className="px-3 py-1" onClick={() => void copy(shown.key)}>Copy</Button>
            <Button variant="ghost" className="px-3 py-1" onClick={() => setShown(null)}>Done</Button>
          </div>
        </div>
      ) : null}
      {keys.length === 0 ? (
        <p className="text-sm text-slate-600">You have no API keys.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Your API keys">
          {keys.map((k) => (
            <li key={k.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-slate-900">{k.name}</p>
                <p className="text-xs text-slate-600">
                  <span className="font-mono">{k.prefix}…</span> · created {when(k.createdAt)} · last used {when(k.lastUsedAt)}
                </p>
              </div>
              {confirming === k.id ? (
                <div className="flex gap-2">
                  <Button variant="danger" className="px-3 py-1" disabled={revoke.pending} onClick={() => void revoke.run({ id: k.id })}>Revoke now</Button>
                  <Button variant="ghost" className="px-3 py-1" onClick={() => setConfirming(null)}>Cancel</Button>
                </div>
              ) : (
                <Button variant="outline" className="self-start px-3 py-1 sm:self-auto" aria-label={`Revoke ${k.name}`} onClick={() => setConfirming(k.id)}>Revoke</Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {keys.length < MAX_ACTIVE_API_KEYS ? (
        <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <Field id="api-key-name" label="New key name" value={name} maxLength={60} placeholder="e.g. price tracker" onChange={(e) => setName(e.target.value)} error={create.fieldErrors.name} className="sm:flex-1" />
          <Button type="submit" className="sm:mt-6" disabled={create.pending}>{create.pending ? "Creating…" : "Create key"}</Button>
        </form>
      ) : (
        <p className="text-sm text-slate-600">You have {MAX_ACTIVE_API_KEYS} active keys, the most allowed. Revoke one to create another.</p>
      )}
      <FormAlert message={create.formError} />
    </div>
  );
}
