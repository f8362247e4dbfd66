import Link from "next/link";
import { buttonClass } from "@/components/ui/button";
import { pageContext } from "@/server/page";
import { getRetailerProfile } from "@/modules/retailers";
import { PortalShell } from "@/modules/retailers/ui";
import { SetupRequired } from "@/modules/retailers/client";
import { listOwnLocations } from "@/modules/stores";
import { ManagedStoreList } from "@/modules/stores/client";

export const metadata = { title: "Store Locations" };

export default async function Page() {
  const { db, actor } = await pageContext({ access: "retailer", from: "/retailer/locations", loginPath: "/retailer/auth" });
  const retailer = await getRetailerProfile(db, actor);
  if (!retailer) return <SetupRequired />;
  const locations = await listOwnLocations(db, actor);
  return (
    <PortalShell retailer={retailer} title="Store Locations" subtitle="Your stores with their address, position and opening hours. A new location is shown to shoppers once an administrator approves it.">
      <div className="flex flex-wrap gap-2">
        <Link href="/retailer/locations/new" className={buttonClass("primary")}>Add location</Link>
        <Link href={`/store/${retailer.id}`} className={buttonClass("outline")}>View your Find Store page</Link>
      </div>
      <ManagedStoreList stores={locations} editHref={(id) => `/retailer/locations/${id}`} />
    </PortalShell>
  );
}
