import { PageHeader } from "@/components/shell/page-header";
import { pageContext } from "@/server/page";
import { getScrapingAdminData } from "@/modules/scraping";
import { ScrapingAdmin } from "@/modules/scraping/client";

export const metadata = { title: "Scraping Administration" };

export default async function Page() {
  const { db, actor } = await pageContext({ access: "admin", from: "/admin/scraping" });
  const data = await getScrapingAdminData(db, actor);
  return (
    <>
      <PageHeader title="Scraping Administration" />
      <ScrapingAdmin data={data} />
    </>
  );
}
