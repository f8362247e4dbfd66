/**
 * Summarises V8 .cpuprofile files (from `npm run load -- --profile DIR`): self time by function and
 * by source area (our code, next, react-dom, next-auth/jose, pg, …), and inclusive time for
 * functions whose name matches `--match`. A benchmark aid, not a test.
 *
 *   npx tsx scripts/profile-summary.ts DIR [--top 40] [--match refreshToken,auth]
 */
import fs from "node:fs";
import path from "node:path";

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: Node[]; samples: number[]; timeDeltas: number[]; startTime: number; endTime: number }

const argv = process.argv.slice(2);
const dir = argv[0];
const top = Number(argv[argv.indexOf("--top") + 1] || 40);
const matches = argv.includes("--match") ? argv[argv.indexOf("--match") + 1].split(",") : [];
if (!dir) throw new Error("usage: profile-summary DIR");

function area(url: string): string {
  if (!url) return "(native/gc/idle)";
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) {
    if (m[1] === "next") {
      const sub = /next\/dist\/(compiled\/[^/]+|server\/[^/]+|[^/]+)/.exec(url);
      return `next/${sub?.[1] ?? "?"}`;
    }
    return m[1];
  }
  if (url.includes("/.next")) return "app bundle (.next)";
  if (url.startsWith("node:")) return url;
  return "other";
}

const self = new Map<string, number>();
const byArea = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;

for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"))) {
  const p = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as Profile;
  const nodes = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const counts = new Map<number, number>();
  p.samples.forEach((id, i) => counts.set(id, (counts.get(id) ?? 0) + (p.timeDeltas[i] ?? 0)));
  for (const [id, us] of counts) {
    const n = nodes.get(id)!;
    const name = n.callFrame.functionName || "(anonymous)";
    if (name === "(idle)" || name === "(program)") continue;
    total += us;
    const key = `${name}  ${path.basename(n.callFrame.url)}:${n.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + us);
    const a = area(n.callFrame.url);
    byArea.set(a, (byArea.get(a) ?? 0) + us);
    if (matches.length) {
      const seen = new Set<string>();
      for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
        const fn = nodes.get(cur)!.callFrame.functionName;
        for (const m of matches) {
          if (fn !== m || seen.has(m)) continue;
          seen.add(m);
          inclusive.set(m, (inclusive.get(m) ?? 0) + us);
        }
      }
    }
  }
}

const ms = (us: number) => (us / 1000).toFixed(0);
const share = (us: number) => ((us / total) * 100).toFixed(1);
console.log(`busy time ${ms(total)} ms (idle excluded)\n`);
console.log("| area | ms | % |\n|---|---|---|");
for (const [k, v] of [...byArea].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`| ${k} | ${ms(v)} | ${share(v)} |`);
console.log(`\n| top self time | ms | % |\n|---|---|---|`);
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`| ${k} | ${ms(v)} | ${share(v)} |`);
if (matches.length) {
  console.log(`\n| inclusive | ms | % |\n|---|---|---|`);
  for (const [k, v] of inclusive) console.log(`| ${k} | ${ms(v)} | ${share(v)} |`);
}
