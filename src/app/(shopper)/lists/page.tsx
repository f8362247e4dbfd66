import { PageHeader } from "@/components/shell/page-header";
import { pageContext } from "@/server/page";
import { logger } from "@/server/logger";
import { getListsForUser, renderClock } from "@/modules/lists";
import { type ListSummaryDto } from "@/modules/lists/shared";
import { ListsScreen } from "@/modules/lists/client";
import { ReceiptDialogSlot } from "@/modules/receipts/client";
import { ListFeatureSlots } from "./list-feature-slots";

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
      <ListFeatureSlots>
        <ListsScreen lists={lists} renderedAt={renderClock()} loadError={loadError} notice={typeof notice === "string" ? notice : null} receiptDialog={<ReceiptDialogSlot />} />
      </ListFeatureSlots>
    </>
  );
}
