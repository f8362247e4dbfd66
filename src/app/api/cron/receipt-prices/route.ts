import { handleReceiptPricesCron } from "@/modules/contributions";

/** Nightly: `curl -X POST -H "Authorization: Bearer $CRON_SECRET" …/api/cron/receipt-prices`. */
export const POST = (req: Request) => handleReceiptPricesCron(req);
