import Link from "next/link";
import { PageHeader } from "@/components/shell/page-header";
import { buttonClass } from "@/components/ui/button";
import { pageContext } from "@/server/page";
import { listProductsForReview } from "@/modules/feeds";
import { FeedReviewList } from "@/modules/feeds/client";

export const metadata = { title: "Feed products for review" };

export default async function Page() {
  const { db } = await pageContext({ access: "admin", from: "/admin/feeds" });
  const items = await listProductsForReview(db);
  return (
    <>
      <PageHeader title="Feed products for review" subtitle={`${items.length} waiting for review`} />
      <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-4">
        <div className="flex flex-wrap gap-2">
          <Link href="/admin/stores" className={buttonClass("outline")}>Stores</Link>
          <Link href="/admin/scraping" className={buttonClass("outline")}>Scraping Administration</Link>
        </div>
        <p className="text-sm text-slate-600">Products retailer feeds created because no catalogue product matched safely (by GTIN, or by name with the same size and brand).</p>
        <FeedReviewList items={items} />
      </main>
    </>
  );
}
