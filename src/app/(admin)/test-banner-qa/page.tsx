import { PageHeader } from "@/components/shell/page-header";
import { ComingSoon } from "@/components/shell/coming-soon";
import { requireRole } from "@/server/auth/session";

export const metadata = { title: "Banner Advertising QA" };

export default async function Page() {
  await requireRole("admin", "/test-banner-qa");
  return (
    <>
      <PageHeader title="Banner Advertising QA" />
      <ComingSoon feature="The banner advertising QA screen" />
    </>
  );
}
