/**
 * Known automated clients by User-Agent (decision 032): crawlers, link previewers, monitoring and
 * HTTP libraries. Their impressions and clicks are dropped (counted as "bot"). A missing
 * User-Agent counts as a bot: every browser sends one. Headless browsers driven with a real
 * session are not singled out here: per-viewer de-duplication and limits bound what they can add.
 */
const BOT_UA =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|quora link preview|whatsapp|telegram|slackbot|discordbot|preview|pingdom|uptime|monitor|lighthouse|pagespeed|gtmetrix|curl\/|wget\/|python-requests|python-urllib|aiohttp|httpx|go-http-client|java\/|okhttp|apache-httpclient|libwww|axios\/|node-fetch|undici|got \(|scrapy|phantomjs|postmanruntime|insomnia/i;

export function isKnownBot(userAgent: string | null | undefined): boolean {
  const ua = (userAgent ?? "").trim();
  return ua === "" || BOT_UA.test(ua);
}
