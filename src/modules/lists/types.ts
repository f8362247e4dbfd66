/** DTOs the list screens receive; dates travel as ISO strings so they cross the server/client edge. */

export interface ListItemDto {
  id: string;
  name: string;
  quantity: number;
}

export interface ListSummaryDto {
  id: string;
  name: string;
  createdAt: string;
  itemCount: number;
  /** The first items in the order they were added, at most LIST_PREVIEW_SIZE. */
  previewItems: ListItemDto[];
}

export interface ListDetailDto {
  id: string;
  name: string;
  createdAt: string;
  items: ListItemDto[];
}

export const LIST_PREVIEW_SIZE = 4;
