import { pageContext } from "@/server/page";
import { getProfileAddress, isGoogleMapsConfigured } from "@/modules/stores/queries";
import { AddressEditorButton } from "./address/address-editor-button";

/** The page header's location button: the saved suburb (or "Set location"), opening the address editor. */
export async function LocationButton() {
  const { db, actor } = await pageContext({ access: "public" });
  if (!actor) return null;
  const address = await getProfileAddress(db, actor);
  return <AddressEditorButton address={address} googleConfigured={isGoogleMapsConfigured()} />;
}
