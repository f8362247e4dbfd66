import { PageHeader } from "@/components/shell/page-header";
import { pageContext } from "@/server/page";
import { StoreForm } from "@/modules/stores/client";

export const metadata = { title: "Add store" };

export default async function Page() {
  await pageContext({ access: "admin", from: "/admin/stores/new" });
  return (
    <>
      <PageHeader title="Add store" subtitle="A real store: address, position, time zone and hours" />
      <main className="mx-auto max-w-3xl px-4 py-4">
        <StoreForm mode="admin" initial={null} doneHref="/admin/stores" />
      </main>
    </>
  );
}
