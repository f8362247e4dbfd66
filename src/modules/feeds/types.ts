/** What the feed screens show (plain data, safe for client components). */
export interface FeedRunListItem {
  id: string;
  origin: string;
  fileName: string | null;
  sourceUrl: string | null;
  format: string | null;
  kind: string | null;
  status: string;
  errorMessage: string | null;
  summary: { rows: number; ok: number; info: number; warnings: number; errors: number } | null;
  impact: Record<string, number> | null;
  validRows: number;
  previousValidRows: number | null;
  belowFloor: boolean;
  createdAt: Date;
  publishedAt: Date | null;
}

export interface FeedRunRowView {
  id: number;
  line: number;
  itemId: string | null;
  title: string | null;
  storeCode: string | null;
  severity: string;
  messages: string[];
  matchedBy: string | null;
  productId: string | null;
  productName: string | null;
  outcome: string;
  oldAmountCents: number | null;
  newAmountCents: number | null;
  confirmed: boolean;
}

