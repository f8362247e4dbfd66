import type { CurrencyCode } from "@/modules/currency/engine";

/** DTOs the list screens receive; dates travel as ISO strings so they cross the server/client edge. */

export interface ListItemDto {
  id: string;
  name: string;
  quantity: number;
  /** Ticked off (in the trolley); only the detail screen reads it. */
  checked?: boolean;
}

/** The viewer's place on a list: its owner, or a member it was shared with (issue 16). */
export interface ListSharingDto {
  role: "owner" | "member";
  /** The owner's name (or e-mail when no name is set); shown to members as "Shared by …". */
  ownerName: string;
  /** People the list is shared with, owner not counted. */
  memberCount: number;
}

export interface ListSummaryDto {
  id: string;
  name: string;
  createdAt: string;
  itemCount: number;
  sharing: ListSharingDto;
  /** The first items in the order they were added, at most LIST_PREVIEW_SIZE. */
  previewItems: ListItemDto[];
}

export interface ListDetailDto {
  id: string;
  name: string;
  createdAt: string;
  sharing: ListSharingDto;
  /** Optional budget in the list's currency (issue 27); undefined on copies kept before budgets existed. */
  budget?: { cents: number; currency: CurrencyCode } | null;
  /** The list's currency: its budget's, else the viewer's (profile preference, else country). */
  currency?: CurrencyCode;
  items: ListItemDto[];
}

export const LIST_PREVIEW_SIZE = 4;
