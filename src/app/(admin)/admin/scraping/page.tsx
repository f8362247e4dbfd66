import { PageHeader } from "@/components/shell/page-header";
import { ComingSoon } from "@/components/shell/coming-soon";
import { requireRole } from "@/server/auth/session";

export const metadata = { title: "Scraping Administration" };

export default async function Page() {
  await requireRole("admin", "/admin/scraping");
  return (
    <>
      <PageHeader title="Scraping Administration" />
      <ComingSoon feature="Scraping administration" />
    </>
  );
}
