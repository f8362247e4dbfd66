import { notFound } from "next/navigation";
import { pageContext } from "@/server/page";
import { isAppError } from "@/server/errors";
import { getReceiptPage, type ReceiptPage } from "@/modules/billing";
import { ReceiptView } from "@/modules/billing/client";
import { getRetailerProfile } from "@/modules/retailers";
import { PortalShell } from "@/modules/retailers/ui";
import { SetupRequired } from "@/modules/retailers/client";

export const metadata = { title: "Receipt" };

export default async function Page({ params }: { params: Promise<{ paymentId: string }> }) {
  const { paymentId } = await params;
  const { db, actor } = await pageContext({ access: "retailer", loginPath: "/retailer/auth", from: `/retailer/billing/${encodeURIComponent(paymentId)}` });
  const retailer = await getRetailerProfile(db, actor);
  if (!retailer) return <SetupRequired />;
  let receipt: ReceiptPage;
  try {
    receipt = await getReceiptPage(db, actor, paymentId);
  } catch (e) {
    if (isAppError(e) && e.code === "NOT_FOUND") notFound();
    throw e;
  }
  return (
    <PortalShell retailer={retailer} title="Receipt" subtitle={receipt.facts.description}>
      <ReceiptView paymentId={receipt.facts.id} layout={receipt.layout} stripeInvoiceUrl={receipt.facts.stripeInvoiceUrl} />
    </PortalShell>
  );
}
