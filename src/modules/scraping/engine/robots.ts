import "server-only";
import { RE2JS } from "re2js";

/**
 * robots.txt as RFC 9309 describes it: the group whose user-agent token matches ours (the longest
 * match, else "*"), Allow/Disallow by longest matching path (Allow wins a tie), "*" and "$"
 * wildcards, plus the common Crawl-delay extension (seconds). Patterns come from the site, so they
 * are matched with RE2 semantics (re2js: linear time) rather than a backtracking engine.
 */

export interface RobotsRules {
  isAllowed(pathWithQuery: string): boolean;
  /** Seconds between requests the site asks of this user agent, or null. */
  crawlDelaySeconds: number | null;
}

interface Rule {
  allow: boolean;
  pattern: string;
  regex: RE2JS;
}

interface Group {
  agents: string[];
  rules: Rule[];
  crawlDelay: number | null;
}

const MAX_ROBOTS_CHARS = 500_000;
const MAX_RULES = 2_000;

function toRegex(pattern: string): RE2JS {
  const anchored = pattern.endsWith("$");
  const body = (anchored ? pattern.slice(0, -1) : pattern)
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return RE2JS.compile(`^${body}${anchored ? "$" : ""}`, RE2JS.DOTALL);
}

function parseGroups(text: string): Group[] {
  const groups: Group[] = [];
  let current: Group | null = null;
  let lastWasAgent = false;
  let rules = 0;
  for (const rawLine of text.slice(0, MAX_ROBOTS_CHARS).split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*$/, "").trim();
    const sep = line.indexOf(":");
    if (sep <= 0) continue;
    const field = line.slice(0, sep).trim().toLowerCase();
    const value = line.slice(sep + 1).trim();
    if (field === "user-agent") {
      if (!current || !lastWasAgent) {
        current = { agents: [], rules: [], crawlDelay: null };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (!current) continue;
    if ((field === "allow" || field === "disallow") && rules < MAX_RULES) {
      if (value === "") continue; // "Disallow:" with nothing allows everything
      const pattern = value.startsWith("/") || value.startsWith("*") ? value : `/${value}`;
      current.rules.push({ allow: field === "allow", pattern, regex: toRegex(pattern) });
      rules++;
    } else if (field === "crawl-delay") {
      const seconds = Number(value);
      if (Number.isFinite(seconds) && seconds >= 0) current.crawlDelay = Math.min(seconds, 60);
    }
  }
  return groups;
}

/** The product token of a user agent: "CartwiseBot/1.0 (+https://…)" → "cartwisebot". */
export function productToken(userAgent: string): string {
  return (userAgent.split(/[\s/]/)[0] ?? "").toLowerCase();
}

export function parseRobots(text: string, userAgent: string): RobotsRules {
  const token = productToken(userAgent);
  const groups = parseGroups(text);
  let chosen: Group[] = [];
  let best = -1;
  for (const g of groups) {
    for (const agent of g.agents) {
      if (agent !== "*" && token.includes(agent) && agent.length > best) {
        best = agent.length;
        chosen = [g];
      } else if (agent !== "*" && token.includes(agent) && agent.length === best) chosen.push(g);
    }
  }
  if (best < 0) chosen = groups.filter((g) => g.agents.includes("*"));
  const rules = chosen.flatMap((g) => g.rules);
  const delays = chosen.map((g) => g.crawlDelay).filter((d): d is number => d !== null);
  return {
    crawlDelaySeconds: delays.length ? Math.max(...delays) : null,
    isAllowed(path: string) {
      if (path === "/robots.txt") return true;
      let verdict: Rule | null = null;
      for (const rule of rules) {
        if (!rule.regex.matcher(path).find()) continue;
        if (!verdict || rule.pattern.length > verdict.pattern.length || (rule.pattern.length === verdict.pattern.length && rule.allow)) verdict = rule;
      }
      return verdict ? verdict.allow : true;
    },
  };
}

export const ALLOW_ALL: RobotsRules = { crawlDelaySeconds: null, isAllowed: () => true };
export const DISALLOW_ALL: RobotsRules = { crawlDelaySeconds: null, isAllowed: (p) => p === "/robots.txt" };
