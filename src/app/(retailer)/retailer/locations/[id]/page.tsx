import { notFound } from "next/navigation";
import { pageContext } from "@/server/page";
import { isAppError } from "@/server/errors";
import { getRetailerProfile } from "@/modules/retailers";
import { PortalShell } from "@/modules/retailers/ui";
import { SetupRequired } from "@/modules/retailers/client";
import { getOwnLocation, type ManagedStoreDto } from "@/modules/stores";
import { StoreForm, visibilityNote } from "@/modules/stores/client";

export const metadata = { title: "Edit location" };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const { db, actor } = await pageContext({ access: "retailer", loginPath: "/retailer/auth", from: `/retailer/locations/${encodeURIComponent(id)}` });
  const retailer = await getRetailerProfile(db, actor);
  if (!retailer) return <SetupRequired />;
  let store: ManagedStoreDto;
  try {
    store = await getOwnLocation(db, actor, id);
  } catch (e) {
    if (isAppError(e) && e.code === "NOT_FOUND") notFound();
    throw e;
  }
  return (
    <PortalShell retailer={retailer} title={store.name} subtitle={`${visibilityNote(store).text}. Moving the address or position sends the location back for approval.`}>
      <StoreForm mode="retailer" initial={store} doneHref="/retailer/locations" />
    </PortalShell>
  );
}
