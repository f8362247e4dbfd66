import { PageHeader } from "@/components/shell/page-header";
import { pageContext } from "@/server/page";
import { FaqBrowser, ContactSupport } from "@/modules/faq/client";
import { RETAILER_FAQS, SHOPPER_FAQS } from "@/modules/faq/shared";

export const metadata = { title: "FAQ & Help" };

const TABS = [
  { id: "shoppers", label: "For Shoppers", entries: SHOPPER_FAQS },
  { id: "retailers", label: "For Retailers", entries: RETAILER_FAQS },
];

export default async function Page() {
  await pageContext({ access: "user", from: "/faq" });
  return (
    <>
      <PageHeader title="FAQ & Help" subtitle="Answers to common questions" />
      <main className="mx-auto flex max-w-3xl flex-col gap-6 p-4">
        <FaqBrowser tabs={TABS} />
        <ContactSupport />
      </main>
    </>
  );
}
