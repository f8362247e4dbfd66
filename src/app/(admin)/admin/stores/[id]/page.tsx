import { notFound } from "next/navigation";
import { PageHeader } from "@/components/shell/page-header";
import { pageContext } from "@/server/page";
import { isAppError } from "@/server/errors";
import { getManagedStore, type ManagedStoreDto } from "@/modules/stores";
import { StoreForm, CloseStoreButton, visibilityNote } from "@/modules/stores/client";

export const metadata = { title: "Edit store" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { db, actor } = await pageContext({ access: "admin", from: `/admin/stores/${encodeURIComponent(id)}` });
  let store: ManagedStoreDto;
  try {
    store = await getManagedStore(db, actor, id);
  } catch (e) {
    if (isAppError(e) && e.code === "NOT_FOUND") notFound();
    throw e;
  }
  return (
    <>
      <PageHeader title={store.name} subtitle={`${visibilityNote(store).text}${store.isDemo ? " · Demo data" : ""}`} />
      <main className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-4">
        <StoreForm mode="admin" initial={store} doneHref="/admin/stores" />
        <div className="border-t border-slate-200 pt-4">
          <CloseStoreButton storeId={store.id} closed={store.closedAt !== null} />
        </div>
      </main>
    </>
  );
}
