import { describe, expect, it } from "vitest";
import { isKnownBot } from "./bots";

describe("isKnownBot", () => {
  it("flags crawlers, previewers, HTTP libraries and a missing User-Agent", () => {
    for (const ua of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "facebookexternalhit/1.1",
      "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
      "curl/8.5.0",
      "python-requests/2.31.0",
      "Go-http-client/1.1",
      "node-fetch/1.0",
      "undici",
      "",
      null,
    ]) expect(isKnownBot(ua), String(ua)).toBe(true);
  });
  it("lets ordinary browsers through", () => {
    for (const ua of [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0",
    ]) expect(isKnownBot(ua), ua).toBe(false);
  });
});
