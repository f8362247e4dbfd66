import { PageHeader } from "@/components/shell/page-header";
import { pageContext } from "@/server/page";
import { listConfiguredStores } from "@/modules/scraping";
import { TestScraping } from "@/modules/scraping/client";

export const metadata = { title: "Price Scraping Test" };

export default async function Page() {
  const { db, actor } = await pageContext({ access: "admin", from: "/test-scraping" });
  const stores = await listConfiguredStores(db, actor);
  return (
    <>
      <PageHeader title="Price Scraping Test" subtitle="Run a scraper configuration dry" />
      <TestScraping stores={stores} />
    </>
  );
}
