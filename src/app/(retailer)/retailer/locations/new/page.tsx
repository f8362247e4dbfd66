import { pageContext } from "@/server/page";
import { getRetailerProfile } from "@/modules/retailers";
import { PortalShell } from "@/modules/retailers/ui";
import { SetupRequired } from "@/modules/retailers/client";
import { StoreForm } from "@/modules/stores/client";

export const metadata = { title: "Add location" };

export default async function Page() {
  const { db, actor } = await pageContext({ access: "retailer", from: "/retailer/locations/new", loginPath: "/retailer/auth" });
  const retailer = await getRetailerProfile(db, actor);
  if (!retailer) return <SetupRequired />;
  return (
    <PortalShell retailer={retailer} title="Add location" subtitle="An administrator checks each new location before shoppers see it.">
      <StoreForm mode="retailer" initial={null} doneHref="/retailer/locations" />
    </PortalShell>
  );
}
