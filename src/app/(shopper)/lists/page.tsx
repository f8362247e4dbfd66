import { PageHeader } from "@/components/shell/page-header";
import { pageContext } from "@/server/page";
import { logger } from "@/server/logger";
import { getListsForUser } from "@/modules/lists/queries";
import { ListsScreen } from "@/modules/lists/components/lists-screen";
import type { ListSummaryDto } from "@/modules/lists/types";
import { renderClock } from "@/modules/lists/render-clock";
import { ReceiptDialogSlot } from "@/modules/receipts/components/receipt-dialog-slot";

export const metadata = { title: "My Shopping Lists" };

export default async function Page({ searchParams }: { searchParams: Promise<{ notice?: string | string[] }> }) {
  const { db, actor } = await pageContext({ access: "user", from: "/lists" });
  const { notice } = await searchParams;
  let lists: ListSummaryDto[] = [];
  let loadError = false;
  try {
    lists = await getListsForUser(db, actor);
  } catch (err) {
    logger.error({ err }, "lists: could not load lists");
    loadError = true;
  }
  return (
    <>
      <PageHeader title="My Shopping Lists" />
      <ListsScreen lists={lists} renderedAt={renderClock()} loadError={loadError} notice={typeof notice === "string" ? notice : null} receiptDialog={<ReceiptDialogSlot />} />
    </>
  );
}
