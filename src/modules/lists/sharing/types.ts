/** DTOs of the Share dialog (issue 16). Dates travel as ISO strings. */

export interface ListPersonDto {
  userId: string;
  /** The profile name, or the e-mail address when no name is set. */
  name: string;
  email: string;
}

export interface ListMemberDto extends ListPersonDto {
  joinedAt: string;
  isYou: boolean;
}

export interface ListInviteDto {
  id: string;
  email: string;
  expiresAt: string;
  expired: boolean;
}

export interface ListSharingDetailDto {
  listId: string;
  listName: string;
  role: "owner" | "member";
  owner: ListPersonDto;
  members: ListMemberDto[];
  /** Pending invitations; only the owner sees them (empty for members). */
  invites: ListInviteDto[];
}
