import { PageHeader } from "@/components/shell/page-header";
import { ComingSoon } from "@/components/shell/coming-soon";
import { requireRole } from "@/server/auth/session";

export const metadata = { title: "Price Scraping Test" };

export default async function Page() {
  await requireRole("admin", "/test-scraping");
  return (
    <>
      <PageHeader title="Price Scraping Test" />
      <ComingSoon feature="The price scraping test screen" />
    </>
  );
}
