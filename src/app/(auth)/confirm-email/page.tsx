import { Card } from "@/components/ui/card";
import { getActor } from "@/server/auth/session";
import { ConfirmEmailForm } from "@/modules/users/client";
import { safeRedirectPath } from "@/modules/users/shared";

export const metadata = { title: "Confirm your email" };

export default async function ConfirmEmailPage({ searchParams }: { searchParams: Promise<{ token?: string | string[]; next?: string | string[] }> }) {
  const params = await searchParams;
  const token = (Array.isArray(params.token) ? params.token[0] : params.token) ?? "";
  const next = safeRedirectPath(Array.isArray(params.next) ? params.next[0] : params.next);
  const signedIn = Boolean(await getActor());
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <Card className="w-full max-w-md p-6">
        <h1 className="mb-3 text-2xl font-bold text-slate-900">Confirm your email</h1>
        <ConfirmEmailForm token={token} next={next} signedIn={signedIn} />
      </Card>
    </main>
  );
}
