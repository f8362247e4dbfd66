import { sourceFiles, tableWriters } from "./lib/module-graph";
const w = tableWriters(sourceFiles());
let n = 0;
for (const [t, mods] of [...w].sort()) { if (mods.size > 1) { n++; console.log(t, [...mods].map(([m, f]) => `${m}(${f.length})`).join(" ")); } }
console.log("tables written by 2+ modules:", n, "of", w.size, "written");
