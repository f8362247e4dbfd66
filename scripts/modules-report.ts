/**
 * `npm run --silent modules:report`: the module graph's health in numbers — imports that reach past
 * another module's front doors (index.ts / client.ts), module import cycles, and console.* calls in
 * server code, tables written by two or more modules, and tables named outside their owner (decision
 * 059). Prints a table; exits 0 (the lint rule and the cycle test are the gates).
 */
import fs from "node:fs";
import path from "node:path";
import { ROOT, importEdges, internalReaches, moduleCycles, moduleGraph, moduleOf, sourceFiles, tableReferences, tableWriters } from "./lib/module-graph";
import { TABLE_OWNERS } from "./lib/table-owners";

const files = sourceFiles();
const edges = importEdges(files);
const reaches = internalReaches(edges);
const fromModules = reaches.filter((e) => moduleOf(e.from));
const cycles = moduleCycles(moduleGraph(edges));
const consoleCalls = files
  // Browser code: "use client" files and the receipt scanner's browser/ folder (runs in the page's worker).
  .filter((f) => !/^\s*["']use client["']/m.test(fs.readFileSync(f, "utf8").slice(0, 200)) && !/\/browser\//.test(f))
  .reduce((n, f) => n + (fs.readFileSync(f, "utf8").match(/console\.(log|warn|error|info|debug)\(/g)?.length ?? 0), 0);
console.log("| measure | count |");
console.log("|---|---:|");
console.log(`| source files (tests excluded) | ${files.length} |`);
console.log(`| imports past another module's front door (from modules) | ${fromModules.length} |`);
console.log(`| imports past a module's front door (from app/, components/, lib/, server/) | ${reaches.length - fromModules.length} |`);
console.log(`| module import cycles | ${cycles.length} |`);
console.log(`| console.* calls in server files | ${consoleCalls} |`);
const writers = tableWriters(files);
const sharedWrites = [...writers].filter(([, mods]) => mods.size > 1);
console.log(`| tables written by two or more modules (of ${writers.size} written) | ${sharedWrites.length} |`);
const crossRefs = [...tableReferences(files)].flatMap(([t, mods]) => [...mods.keys()].filter((m) => TABLE_OWNERS[t] !== m).map((m) => `${m} → ${t}`));
const crossTables = new Set(crossRefs.map((r) => r.split(" → ")[1]));
console.log(`| tables named by a module other than their owner (of ${Object.keys(TABLE_OWNERS).length}) | ${crossTables.size} |`);
console.log(`| (module, other module's table) pairs | ${crossRefs.length} |`);
for (const c of cycles) console.log(`cycle: ${c.join(" · ")}`);
for (const [t, mods] of sharedWrites) console.log(`shared writes: ${t} ← ${[...mods.keys()].join(", ")}`);
if (process.argv.includes("--list")) for (const r of crossRefs.sort()) console.log(`names another module's table: ${r}`);
if (process.argv.includes("--list")) for (const e of reaches) console.log(`${e.from} -> ${path.relative(ROOT, path.join(ROOT, e.to))}`);
