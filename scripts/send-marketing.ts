/**
 * An administrator sends one marketing campaign to every verified account that switched marketing
 * e-mails on (off unless chosen), each account at most once per campaign id — re-running after an
 * interruption sends only to those not reached yet. Every message carries its one-click unsubscribe.
 *
 *   npm run --silent mail:marketing -- --campaign winter-2026 --subject "Winter prices are in" --text-file body.txt
 *
 * Prints {"sent","opted_out","already_sent","failed"} as JSON. Errors go to stderr with exit code 1.
 */
import fs from "node:fs";
import { getDbHandle } from "@/server/db";
import { sendMarketingCampaign } from "@/modules/mailings";
import { writeStdout } from "./lib/write-json-and-exit";

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const campaign = arg("campaign");
const subject = arg("subject");
const textFile = arg("text-file");
if (!campaign || !subject || !textFile) {
  process.stderr.write("usage: npm run --silent mail:marketing -- --campaign <id> --subject <subject> --text-file <file>\n");
  process.exit(1);
}
const handle = await getDbHandle();
try {
  const tally = await sendMarketingCampaign(handle.db, { id: campaign, subject, text: fs.readFileSync(textFile, "utf8") });
  await writeStdout(`${JSON.stringify(tally)}\n`);
} catch (e) {
  process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
