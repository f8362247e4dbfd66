import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_FETCH_LIMITS, GuardedFetcher } from "./guarded-fetch";
import { localServer, okHtml, type LocalServer } from "./local-servers.test-helpers";
import { ScrapeFetchError, checkUrl, parseAllowedHosts, refusedAddressReason, type GuardPolicy } from "./ssrf";

/**
 * The egress guard. Every packet these tests send goes to 127.0.0.1: refusals of other
 * addresses are checked at the URL level (pure), and the connection-level checks are exercised
 * against a local canary that counts the connections it receives.
 */

const UA = "CartwiseBot/1.0 (test)";
let canary: LocalServer;
const blocked: { host: string; reason: string }[] = [];

function policy(extra: Partial<GuardPolicy> = {}): GuardPolicy {
  return { allowedHosts: new Set(), allowAnyPort: true, onBlocked: (b) => blocked.push(b), ...extra };
}

async function refusal(fetcher: GuardedFetcher, url: string): Promise<ScrapeFetchError> {
  const err = await fetcher.get(url, { userAgent: UA, expect: "html" }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err, url).toBeInstanceOf(ScrapeFetchError);
  return err as ScrapeFetchError;
}

beforeAll(async () => {
  canary = await localServer(okHtml);
});
afterAll(async () => {
  await canary.close();
});

describe("refusedAddressReason", () => {
  it.each([
    "0.0.0.0", "0.1.2.3", "10.1.2.3", "100.64.0.1", "127.0.0.1", "127.255.255.254", "169.254.169.254", "172.16.0.1", "172.31.255.255",
    "192.0.0.8", "192.168.1.1", "198.18.0.1", "224.0.0.1", "240.0.0.1", "255.255.255.255",
    "::", "::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "::ffff:169.254.169.254", "64:ff9b::7f00:1", "fc00::1", "fd12:3456::1", "fe80::1", "ff02::1",
  ])("refuses %s", (address) => {
    expect(refusedAddressReason(address)).not.toBeNull();
  });

  it.each(["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111"])("allows public %s", (address) => {
    expect(refusedAddressReason(address)).toBeNull();
  });
});

describe("checkUrl — refused before any request (R-27 table)", () => {
  it.each([
    "http://127.0.0.1/",
    "http://2130706433/",
    "http://0177.0.0.1/",
    "http://127.1/",
    "http://0x7f.0.0.1/",
    "http://[::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::ffff:7f00:1]/",
    "http://169.254.169.254/latest/meta-data/",
    "http://10.0.0.5/",
    "http://192.168.0.1/",
    "http://[fe80::1]/",
    "http://0.0.0.0/",
    "http://[::]/",
    "http://localhost/",
    "http://shop.localhost/",
    "http://metadata.google.internal/computeMetadata/v1/",
    "http://a@127.0.0.1/",
    "http://user:pw@shop.example/",
    "file:///etc/passwd",
    "gopher://127.0.0.1:70/_x",
    "ftp://shop.example/",
    "data:text/html,<h1>x</h1>",
    "javascript:alert(1)",
    "http://shop.example:8080/",
  ])("%s", (url) => {
    blocked.length = 0;
    expect(() => checkUrl(url, { allowedHosts: new Set(), onBlocked: (b) => blocked.push(b) })).toThrow(ScrapeFetchError);
    expect(blocked).toHaveLength(1); // one ssrf_blocked event each
  });

  it("lets public http(s) URLs through, and allow-listed loopback host:port pairs only", () => {
    expect(checkUrl("https://shop.example/a?b=1", policy({ allowAnyPort: false })).hostname).toBe("shop.example");
    const allowed = parseAllowedHosts(["127.0.0.1:4010", " localhost:4011 ", "junk", "[::1]:4012"]);
    expect([...allowed].sort()).toEqual(["127.0.0.1:4010", "[::1]:4012", "localhost:4011"]);
    expect(checkUrl("http://127.0.0.1:4010/x", { allowedHosts: allowed }).port).toBe("4010");
    expect(() => checkUrl("http://127.0.0.1:4013/x", { allowedHosts: allowed })).toThrow(/only ports 80 and 443/);
    expect(() => checkUrl("http://127.0.0.1:4013/x", { allowedHosts: allowed, allowAnyPort: true })).toThrow(/loopback/);
  });
});

describe("GuardedFetcher against a local canary", () => {
  it("never connects to loopback spelled any way", async () => {
    const fetcher = new GuardedFetcher(policy());
    const p = canary.port;
    for (const url of [
      `http://127.0.0.1:${p}/`, `http://2130706433:${p}/`, `http://0177.0.0.1:${p}/`, `http://127.1:${p}/`, `http://[::ffff:127.0.0.1]:${p}/`,
      `http://localhost:${p}/`, `http://a@127.0.0.1:${p}/`, `gopher://127.0.0.1:${p}/`,
    ]) {
      expect((await refusal(fetcher, url)).code, url).toBe("ssrf_blocked");
    }
    await fetcher.close();
    expect(canary.connections()).toBe(0);
  });

  it("checks every answer of the connection's own lookup: a name resolving to loopback is refused (rebinding)", async () => {
    const before = canary.connections();
    const lookups: string[] = [];
    const rebinding = new GuardedFetcher(
      policy({
        resolve: async (host) => {
          lookups.push(host);
          return [{ address: "127.0.0.1", family: 4 }];
        },
      }),
    );
    const err = await refusal(rebinding, `http://rebind.test:${canary.port}/`);
    expect(err.code).toBe("ssrf_blocked");
    expect(err.message).toMatch(/rebind\.test resolves to a loopback/);
    expect(lookups).toEqual(["rebind.test"]); // resolved once, by the connection itself
    await rebinding.close();

    // One bad answer among good ones refuses the host: no socket is opened at all.
    const mixed = new GuardedFetcher(
      policy({ resolve: async () => [{ address: "93.184.216.34", family: 4 }, { address: "127.0.0.1", family: 4 }] }),
    );
    expect((await refusal(mixed, `http://mixed.test:${canary.port}/`)).code).toBe("ssrf_blocked");
    await mixed.close();
    const mapped = new GuardedFetcher(policy({ resolve: async () => [{ address: "::ffff:127.0.0.1", family: 6 }] }));
    expect((await refusal(mapped, `http://mapped.test:${canary.port}/`)).code).toBe("ssrf_blocked");
    await mapped.close();
    expect(canary.connections()).toBe(before);
  });

  it("dials the address its lookup vetted (an allow-listed name reaches the canary)", async () => {
    const before = canary.connections();
    const fetcher = new GuardedFetcher({
      allowedHosts: parseAllowedHosts([`shop.test:${canary.port}`]),
      resolve: async () => [{ address: "127.0.0.1", family: 4 }],
    });
    const page = await fetcher.get(`http://shop.test:${canary.port}/hello`, { userAgent: UA, expect: "html" });
    await fetcher.close();
    expect(page.body).toBe("<h1>canary</h1>");
    expect(canary.connections()).toBe(before + 1);
  });
});

describe("redirects, size, time and type bounds (R-28)", () => {
  let hostile: LocalServer;
  beforeAll(async () => {
    hostile = await localServer((req, res) => {
      const url = req.url ?? "/";
      if (url === "/to-canary") {
        res.writeHead(302, { location: `http://127.0.0.1:${canary.port}/secret` });
        return res.end();
      }
      if (url === "/to-metadata") {
        res.writeHead(301, { location: "http://169.254.169.254/latest/meta-data/" });
        return res.end();
      }
      if (url === "/to-file") {
        res.writeHead(302, { location: "file:///etc/passwd" });
        return res.end();
      }
      if (url.startsWith("/loop")) {
        res.writeHead(302, { location: `/loop${url.length}` });
        return res.end();
      }
      if (url === "/hop") {
        res.writeHead(302, { location: "/final" });
        return res.end();
      }
      if (url === "/final") return okHtml(req, res);
      if (url === "/endless") {
        res.writeHead(200, { "content-type": "text/html" });
        const chunk = Buffer.alloc(64 * 1024, 97);
        const pump = () => {
          while (res.write(chunk)) {
            /* keep writing until the socket pushes back */
          }
        };
        res.on("drain", pump);
        res.on("close", () => res.off("drain", pump));
        return pump();
      }
      if (url === "/drip") {
        res.writeHead(200, { "content-type": "text/html" });
        const timer = setInterval(() => res.write("a"), 200);
        res.on("close", () => clearInterval(timer));
        return;
      }
      if (url === "/no-headers") return; // never answers
      if (url === "/latin1") {
        res.writeHead(200, { "content-type": "text/html" });
        return res.end(Buffer.from('<html><head><meta charset="windows-1252"></head><body>Cr\u00e8me br\u00fbl\u00e9e $4.99</body></html>', "latin1"));
      }
      if (url === "/gzip") {
        res.writeHead(200, { "content-type": "text/html", "content-encoding": "gzip" });
        return res.end(Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0]));
      }
      if (url === "/image") {
        res.writeHead(200, { "content-type": "image/png" });
        return res.end("PNG");
      }
      res.writeHead(404, { "content-type": "text/html" });
      res.end("nope");
    });
  });
  afterAll(async () => {
    await hostile.close();
  });

  const fetcherFor = (limits = DEFAULT_FETCH_LIMITS) =>
    new GuardedFetcher({ allowedHosts: parseAllowedHosts([`127.0.0.1:${hostile.port}`]), onBlocked: (b) => blocked.push(b) }, limits);

  it("re-checks every redirect hop: redirects to a refused host or scheme are never followed", async () => {
    const before = canary.connections();
    const fetcher = fetcherFor();
    expect((await refusal(fetcher, `${hostile.origin}/to-canary`)).code).toBe("ssrf_blocked");
    expect((await refusal(fetcher, `${hostile.origin}/to-metadata`)).code).toBe("ssrf_blocked");
    expect((await refusal(fetcher, `${hostile.origin}/to-file`)).code).toBe("ssrf_blocked");
    expect((await refusal(fetcher, `${hostile.origin}/loop`)).code).toBe("too_many_redirects");
    const followed = await fetcher.get(`${hostile.origin}/hop`, { userAgent: UA, expect: "html" });
    expect(followed.url).toBe(`${hostile.origin}/final`);
    await fetcher.close();
    expect(canary.connections()).toBe(before);
  });

  it("cuts an endless body at 5 MB", async () => {
    const fetcher = fetcherFor();
    const err = await refusal(fetcher, `${hostile.origin}/endless`);
    await fetcher.close();
    expect(err.code).toBe("too_large");
    expect(DEFAULT_FETCH_LIMITS.maxBytes).toBe(5 * 1024 * 1024);
  });

  it("gives up on a dripping body and on headers that never come", async () => {
    const fetcher = fetcherFor({ ...DEFAULT_FETCH_LIMITS, pageTimeoutMs: 800, headersTimeoutMs: 400 });
    expect((await refusal(fetcher, `${hostile.origin}/drip`)).code).toBe("timeout");
    expect((await refusal(fetcher, `${hostile.origin}/no-headers`)).code).toBe("timeout");
    await fetcher.close();
  });

  it("decodes a page in the charset its <meta> names", async () => {
    const fetcher = fetcherFor();
    const page = await fetcher.get(`${hostile.origin}/latin1`, { userAgent: UA, expect: "html" });
    await fetcher.close();
    expect(page.body).toContain("Crème brûlée $4.99");
  });

  it("reads only uncompressed HTML/JSON/text answers and reports HTTP errors", async () => {
    const fetcher = fetcherFor();
    expect((await refusal(fetcher, `${hostile.origin}/image`)).code).toBe("bad_content_type");
    expect((await refusal(fetcher, `${hostile.origin}/gzip`)).message).toMatch(/Compressed answer \(gzip\)/);
    expect((await refusal(fetcher, `${hostile.origin}/missing`)).code).toBe("http_status");
    await fetcher.close();
  });
});
