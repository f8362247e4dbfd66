import Link from "next/link";
import { Card } from "@/components/ui/card";
import { buttonClass } from "@/components/ui/button";
import { describeUnsubscribeToken } from "@/modules/mailings";
import { MAIL_CATEGORIES, UNSUBSCRIBE_MESSAGES, type MailCategory } from "@/modules/mailings/shared";

export const metadata = { title: "Unsubscribe" };

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

/**
 * GET /unsubscribe?token=… asks before changing anything (link scanners open GET links); the
 * button POSTs to the same address, as a mail client's one-click unsubscribe does (RFC 8058).
 */
export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const token = one(params.token);
  const result = one(params.result);
  const kind = one(params.kind);
  const described = token ? describeUnsubscribeToken(token) : null;
  let body: React.ReactNode;
  if (result === "done" && kind in MAIL_CATEGORIES) {
    body = <p className="text-sm text-slate-700" role="status">{UNSUBSCRIBE_MESSAGES.done(MAIL_CATEGORIES[kind as MailCategory].label)}</p>;
  } else if (!described) {
    body = <p className="text-sm text-red-800" role="alert">{UNSUBSCRIBE_MESSAGES.invalid}</p>;
  } else {
    body = (
      <form method="post" action={`/unsubscribe?token=${encodeURIComponent(token)}`} className="flex flex-col gap-3">
        <p className="text-sm text-slate-700">{UNSUBSCRIBE_MESSAGES.confirm(described.label)} Only this kind of e-mail stops; you can switch it back on in your e-mail preferences.</p>
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <button type="submit" className={buttonClass("primary")}>Unsubscribe</button>
      </form>
    );
  }
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <Card className="w-full max-w-md p-6">
        <h1 className="mb-3 text-2xl font-bold text-slate-900">Unsubscribe</h1>
        {body}
        <p className="mt-4 text-xs text-slate-600">
          Signed in? Change every e-mail preference in <Link href="/profile" className="text-brand-700 underline">your profile</Link> or, for retailers, <Link href="/retailer/settings#email-preferences" className="text-brand-700 underline">settings</Link>.
        </p>
      </Card>
    </main>
  );
}
