import { redirect } from "next/navigation";
import { getActor } from "@/server/auth/session";
import { LoginCard } from "@/modules/users/client";
import { safeRedirectPath } from "@/modules/users/shared";

export const metadata = { title: "Sign in" };

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ from?: string | string[]; confirmed?: string }> }) {
  const params = await searchParams;
  const from = safeRedirectPath(Array.isArray(params.from) ? params.from[0] : params.from);
  // Already signed in: back to where they came from (same-origin paths only), or home.
  if (await getActor()) redirect(from);
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <LoginCard from={from} notice={params.confirmed === "1" ? "Your email is confirmed. Sign in to continue." : undefined} />
    </main>
  );
}
