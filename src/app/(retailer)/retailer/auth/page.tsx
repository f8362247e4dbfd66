import Link from "next/link";
import { redirect } from "next/navigation";
import { Card } from "@/components/ui/card";
import { pageContext } from "@/server/page";
import { RetailerAuth } from "@/modules/retailers/client";
import { getRetailerProfile } from "@/modules/retailers";
import { RETAILER_HOME } from "@/modules/retailers/shared";

export const metadata = { title: "Retailer Portal" };

export default async function RetailerAuthPage({ searchParams }: { searchParams: Promise<{ tab?: string }> }) {
  const { tab } = await searchParams;
  const { db, actor } = await pageContext({ access: "public" });
  // A signed-in retailer has nothing to do here; a signed-in account without a profile registers.
  if (actor && (await getRetailerProfile(db, actor))) redirect(RETAILER_HOME);
  const initialTab = tab === "signup" || actor ? "signup" : "login";
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 p-4">
      <div className="w-full max-w-md">
        <Link href="/" className="text-sm font-medium text-brand-700 hover:underline">← Back to Cartwise</Link>
      </div>
      <Card className="w-full max-w-md p-6">
        <h1 className="text-2xl font-bold text-slate-900">Retailer Portal</h1>
        <p className="mb-4 mt-1 text-sm text-slate-600">Reach nearby shoppers with coupons and banner ads.</p>
        <RetailerAuth initialTab={initialTab} initialEmail={actor?.email} />
      </Card>
    </main>
  );
}
