import { getActor } from "@/server/auth/session";
import { getProfileAddress, isGoogleMapsConfigured } from "@/modules/stores/queries";
import { AddressEditorButton } from "./address/address-editor-button";

/** The page header's location button: the saved suburb (or "Set location"), opening the address editor. */
export async function LocationButton() {
  const actor = await getActor();
  if (!actor) return null;
  const address = await getProfileAddress(actor);
  return <AddressEditorButton address={address} googleConfigured={isGoogleMapsConfigured()} />;
}
