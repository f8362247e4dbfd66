import { Users } from "lucide-react";
import type { ListSharingDto } from "../../types";

/** On a list card: "Shared with you" (by whom) for a member, "Shared" with a count for the owner. */
export function SharedBadge({ sharing }: { sharing: ListSharingDto }) {
  if (sharing.role === "owner" && sharing.memberCount === 0) return null;
  const text = sharing.role === "member" ? `Shared with you by ${sharing.ownerName}` : `Shared with ${sharing.memberCount} ${sharing.memberCount === 1 ? "person" : "people"}`;
  return (
    <p className="mt-1 flex min-w-0 items-center gap-1 text-xs font-medium text-brand-700">
      <Users aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
      <span className="truncate">{text}</span>
    </p>
  );
}
