import Link from "next/link";
import { notFound } from "next/navigation";
import { pageContext } from "@/server/page";
import { isAppError } from "@/server/errors";
import { getRetailerProfile } from "@/modules/retailers";
import { PortalShell } from "@/modules/retailers/ui";
import { SetupRequired } from "@/modules/retailers/client";
import { getFeedPage, getFeedRunReport } from "@/modules/feeds";
import { FeedRunReport } from "@/modules/feeds/client";

export const metadata = { title: "Price feed report" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { db, actor } = await pageContext({ access: "retailer", loginPath: "/retailer/auth", from: `/retailer/feeds/${encodeURIComponent(id)}` });
  const retailer = await getRetailerProfile(db, actor);
  if (!retailer) return <SetupRequired />;
  let report: Awaited<ReturnType<typeof getFeedRunReport>>;
  try {
    report = await getFeedRunReport(db, actor, id);
  } catch (e) {
    if (isAppError(e) && e.code === "NOT_FOUND") notFound();
    throw e;
  }
  const page = await getFeedPage(db, actor);
  return (
    <PortalShell retailer={retailer} title="Price feed report" subtitle="Every row with its severity and messages, and what publishing changes. Nothing reaches shoppers until you publish.">
      <div><Link href="/retailer/feeds" className="text-sm text-brand-700 underline">← All feeds</Link></div>
      <FeedRunReport run={report.run} rows={report.rows} currency={report.currency} publishableStores={page.stores.filter((s) => s.publishable).length} />
    </PortalShell>
  );
}
