import { handleScrapingCron } from "@/modules/scraping";

/** External cron: `curl -X POST -H "Authorization: Bearer $CRON_SECRET" …/api/cron/scraping`. */
export const POST = (req: Request) => handleScrapingCron(req);
