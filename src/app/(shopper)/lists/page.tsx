import { PageHeader } from "@/components/shell/page-header";
import { requireUser } from "@/server/auth/session";
import { getDb } from "@/server/db";
import { getListsForUser } from "@/modules/lists/queries";
import { ListsScreen } from "@/modules/lists/components/lists-screen";
import type { ListSummaryDto } from "@/modules/lists/types";

export const metadata = { title: "My Shopping Lists" };

export default async function Page({ searchParams }: { searchParams: Promise<{ notice?: string | string[] }> }) {
  const actor = await requireUser("/lists");
  const { notice } = await searchParams;
  let lists: ListSummaryDto[] = [];
  let loadError = false;
  try {
    lists = await getListsForUser(await getDb(), actor.userId);
  } catch (err) {
    console.error("[lists] could not load lists", err);
    loadError = true;
  }
  return (
    <>
      <PageHeader title="My Shopping Lists" />
      <ListsScreen lists={lists} loadError={loadError} notice={typeof notice === "string" ? notice : null} />
    </>
  );
}
