import Link from "next/link";
import { PageHeader } from "@/components/shell/page-header";
import { buttonClass } from "@/components/ui/button";
import { pageContext } from "@/server/page";
import { listManagedStores, listPendingLocations } from "@/modules/stores";
import { ManagedStoreList, ApprovalQueue } from "@/modules/stores/client";

export const metadata = { title: "Stores" };

export default async function Page() {
  const { db, actor } = await pageContext({ access: "admin", from: "/admin/stores" });
  const [stores, pending] = await Promise.all([listManagedStores(db, actor), listPendingLocations(db, actor)]);
  const listed = stores.filter((s) => s.listingStatus !== "pending");
  return (
    <>
      <PageHeader title="Stores" subtitle={`${listed.length} stores · ${pending.length} waiting for approval`} />
      <main className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-4">
        <div className="flex flex-wrap gap-2">
          <Link href="/admin/stores/new" className={buttonClass("primary")}>Add store</Link>
          <Link href="/admin/scraping" className={buttonClass("outline")}>Scraping Administration</Link>
          <Link href="/admin/moderation" className={buttonClass("outline")}>Price moderation</Link>
        </div>
        <section aria-labelledby="approvals" className="flex flex-col gap-2">
          <h2 id="approvals" className="text-lg font-semibold text-slate-900">Locations waiting for approval</h2>
          <ApprovalQueue pending={pending} />
        </section>
        <section aria-labelledby="all-stores" className="flex flex-col gap-2">
          <h2 id="all-stores" className="text-lg font-semibold text-slate-900">All stores</h2>
          <ManagedStoreList stores={listed} editHref={(id) => `/admin/stores/${id}`} />
        </section>
      </main>
    </>
  );
}
