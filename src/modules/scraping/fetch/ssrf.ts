import "server-only";
import dns from "node:dns";
import net from "node:net";
import ipaddr from "ipaddr.js";

/**
 * The egress guard (RELIABILITY R-27). A scraper URL comes from an admin-edited config, so it must
 * not reach our own network: every A/AAAA answer of the connection's own DNS lookup is checked, so
 * the address that was vetted is the address dialled (no DNS-rebinding gap between a check and a
 * second resolution). Only globally routable unicast addresses pass; loopback is reachable only for
 * the host:port pairs in SCRAPER_ALLOWED_HOSTS (the demo store sites, tests).
 */

export type FetchErrorCode =
  | "ssrf_blocked"
  | "bad_url"
  | "timeout"
  | "too_large"
  | "too_many_redirects"
  | "http_status"
  | "bad_content_type"
  | "robots_disallowed"
  | "network"
  | "aborted"
  | "run_limit";

export class ScrapeFetchError extends Error {
  constructor(
    readonly code: FetchErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "ScrapeFetchError";
  }
}

/** CIDRs refused even if a library were ever to call them "unicast" (R-27's list). */
const DENY_CIDRS = [
  "0.0.0.0/8", "10.0.0.0/8", "100.64.0.0/10", "127.0.0.0/8", "169.254.0.0/16", "172.16.0.0/12", "192.0.0.0/24",
  "192.0.2.0/24", "192.168.0.0/16", "198.18.0.0/15", "198.51.100.0/24", "203.0.113.0/24", "224.0.0.0/4", "240.0.0.0/4",
  "::/128", "::1/128", "::ffff:0:0/96", "64:ff9b::/96", "100::/64", "2001:db8::/32", "fc00::/7", "fe80::/10", "ff00::/8",
].map((c) => ipaddr.parseCIDR(c));

const BLOCKED_NAMES = /^(?:localhost|.*\.localhost|metadata\.google\.internal|metadata|instance-data|.*\.internal|.*\.local)$/i;

/** Why an IP address may not be dialled, or null when it is a public unicast address. */
export function refusedAddressReason(address: string): string | null {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(address);
  } catch {
    return `not an IP address: ${address}`;
  }
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    const inner = refusedAddressReason((parsed as ipaddr.IPv6).toIPv4Address().toString());
    return inner ? `IPv4-mapped ${inner}` : "IPv4-mapped IPv6 address";
  }
  const range = parsed.range();
  if (range !== "unicast") return `${range} address ${parsed.toString()}`;
  for (const [net, bits] of DENY_CIDRS) {
    if (net.kind() === parsed.kind() && parsed.match(net, bits)) return `reserved address ${parsed.toString()}`;
  }
  return null;
}

export interface GuardPolicy {
  /** host:port pairs exempt from the address check (loopback demo sites, tests). */
  allowedHosts: ReadonlySet<string>;
  /** Ports 80 and 443 only, unless this is set (tests of the address check on a local port). */
  allowAnyPort?: boolean;
  /** The resolver the connection uses (tests inject one; default dns.lookup with all answers). */
  resolve?: (hostname: string) => Promise<{ address: string; family: number }[]>;
  /** Called for each refusal before any socket exists (an "ssrf_blocked" log line). */
  onBlocked?: (info: { host: string; port: number; reason: string }) => void;
}

export function defaultPort(protocol: string): number {
  return protocol === "https:" ? 443 : 80;
}

function bareHost(hostname: string): string {
  return hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
}

export function hostKey(hostname: string, port: number): string {
  const host = bareHost(hostname).toLowerCase();
  return net.isIPv6(host) ? `[${host}]:${port}` : `${host}:${port}`;
}

/** Parses SCRAPER_ALLOWED_HOSTS ("127.0.0.1:4010, localhost:4010") into normalised keys. */
export function parseAllowedHosts(list: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const raw of list) {
    const entry = raw.trim();
    if (!entry) continue;
    try {
      const url = new URL(`http://${entry}`);
      if (!url.port) continue;
      out.add(hostKey(url.hostname, Number(url.port)));
    } catch {
      // An unparsable entry allows nothing.
    }
  }
  return out;
}

function refuse(policy: GuardPolicy, host: string, port: number, reason: string): ScrapeFetchError {
  policy.onBlocked?.({ host, port, reason });
  return new ScrapeFetchError("ssrf_blocked", `Refused to connect to ${host}:${port}: ${reason}`);
}

/**
 * URL-level checks before any request: http(s) only, no credentials, no internal names, default
 * ports only; an IP literal is checked here (the socket skips the lookup for literals).
 * Returns the parsed URL or throws a ScrapeFetchError.
 */
export function checkUrl(rawUrl: string, policy: GuardPolicy): URL {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new ScrapeFetchError("bad_url", `Not a valid URL: ${rawUrl.slice(0, 200)}`);
  }
  const port = url.port ? Number(url.port) : defaultPort(url.protocol);
  if (url.protocol !== "http:" && url.protocol !== "https:") throw refuse(policy, url.protocol, port, `the ${url.protocol} scheme is not allowed (http and https only)`);
  if (url.username || url.password) throw refuse(policy, url.hostname, port, "URLs with a user name or password are not allowed");
  const key = hostKey(url.hostname, port);
  if (policy.allowedHosts.has(key)) return url;
  const host = bareHost(url.hostname);
  if (!policy.allowAnyPort && port !== 80 && port !== 443) throw refuse(policy, host, port, "only ports 80 and 443 are allowed");
  if (net.isIP(host)) {
    const reason = refusedAddressReason(host);
    if (reason) throw refuse(policy, host, port, reason);
  } else if (BLOCKED_NAMES.test(host.replace(/\.$/, ""))) {
    throw refuse(policy, host, port, "internal host name");
  }
  return url;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

const systemResolve = (hostname: string) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/**
 * The lookup the socket itself uses: resolves, refuses the host if ANY answer is not public, and
 * hands the vetted answers to the socket. Allowed host:port pairs skip the address check.
 */
export function guardedLookup(policy: GuardPolicy, port: number) {
  return (hostname: string, options: dns.LookupOptions | number | undefined, callback: LookupCallback): void => {
    const all = typeof options === "object" && options !== null && options.all === true;
    const allowed = policy.allowedHosts.has(hostKey(hostname, port));
    (policy.resolve ?? systemResolve)(hostname).then(
      (answers) => {
        if (answers.length === 0) return callback(Object.assign(new Error(`No address for ${hostname}`), { code: "ENOTFOUND" }), all ? [] : "");
        if (!allowed) {
          for (const a of answers) {
            const reason = refusedAddressReason(a.address);
            if (reason) return callback(refuse(policy, hostname, port, `${hostname} resolves to a ${reason}`) as NodeJS.ErrnoException, all ? [] : "");
          }
        }
        if (all) callback(null, answers.map((a) => ({ address: a.address, family: a.family })));
        else callback(null, answers[0].address, answers[0].family);
      },
      (err: NodeJS.ErrnoException) => callback(err, all ? [] : ""),
    );
  };
}
