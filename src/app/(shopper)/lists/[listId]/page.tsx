import { redirect } from "next/navigation";
import { pageContext } from "@/server/page";
import { logger } from "@/server/logger";
import { getListDetail, renderClock } from "@/modules/lists";
import { LIST_NOT_FOUND_NOTICE, type ListDetailDto } from "@/modules/lists/shared";
import { ListDetailScreen } from "@/modules/lists/client";
import { WatchPriceButton } from "@/modules/alerts/client";
import { ListFeatureSlots } from "../list-feature-slots";

export const metadata = { title: "Shopping List" };

export default async function Page({ params }: { params: Promise<{ listId: string }> }) {
  const { listId } = await params;
  const { db, actor } = await pageContext({ access: "user", from: `/lists/${encodeURIComponent(listId)}` });
  let list: ListDetailDto | null = null;
  let loadError = false;
  try {
    list = await getListDetail(db, actor, listId);
  } catch (err) {
    logger.error({ err }, "lists: could not load list");
    loadError = true;
  }
  // Missing and someone else's look the same: back to /lists with "doesn't exist".
  if (!list && !loadError) redirect(`/lists?notice=${LIST_NOT_FOUND_NOTICE}`);
  // The screen renders the header: name and count change with edits made offline (decision 022).
  return (
    <ListFeatureSlots>
      <ListDetailScreen list={list} loadError={loadError} renderedAt={renderClock()} headerActions={list ? <WatchPriceButton listId={list.id} /> : undefined} />
    </ListFeatureSlots>
  );
}
