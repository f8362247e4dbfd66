/**
 * Exits 1 when the module graph has a loop or an import reaches past a module's front doors
 * (the same checks as tests/unit/module-graph.test.ts, for scripts/check-boundaries.sh).
 */
import { clientImportsOfServerDoors, importEdges, internalReaches, moduleCycles, moduleGraph, sourceFiles } from "./lib/module-graph";

const edges = importEdges(sourceFiles());
const cycles = moduleCycles(moduleGraph(edges));
const reaches = internalReaches(edges);
const leaks = clientImportsOfServerDoors(edges);
for (const c of cycles) console.log(`module loop: ${c.join(" · ")}`);
for (const e of reaches) console.log(`past the front door: ${e.from} -> ${e.to}`);
for (const e of leaks) console.log(`server door in browser code: ${e.from} -> ${e.to}`);
process.exit(cycles.length || reaches.length || leaks.length ? 1 : 0);
