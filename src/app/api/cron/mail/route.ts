import { handleMailCron } from "@/modules/mailings";

/** External cron: `curl -X POST -H "Authorization: Bearer $CRON_SECRET" …/api/cron/mail`. */
export const POST = (req: Request) => handleMailCron(req);
