/**
 * The module import graph, computed from the source: every static import, re-export and dynamic
 * import() in src/, written as an `@/` alias or a relative path, resolved to the file it names.
 * Used by the cycle test (tests/unit/module-graph.test.ts) and `npm run modules:report`.
 */
import fs from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
const SRC = path.join(ROOT, "src");
const EXTENSIONS = [".ts", ".tsx", ".js", ".mjs"];
const TEST_FILE = /(\.test\.tsx?|\.integration\.tsx?|\.integration\.test\.tsx?)$|\/testing\//;

export interface ImportEdge {
  from: string; // file, relative to the repository root
  to: string; // resolved file, relative to the repository root
  specifier: string;
  typeOnly: boolean;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (EXTENSIONS.includes(path.extname(entry.name)) && !entry.name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

function resolveFile(base: string): string | null {
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, "index" + e))];
  for (const c of candidates) if (fs.existsSync(c) && fs.statSync(c).isFile()) return c;
  return null;
}

const IMPORT_RE = /(?:^|[\s;])(import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

export function sourceFiles(includeTests = false): string[] {
  return walk(SRC).filter((f) => includeTests || !TEST_FILE.test(f.replaceAll(path.sep, "/")));
}

export function importEdges(files: string[]): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const file of files) {
    const text = fs.readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
    for (const m of text.matchAll(IMPORT_RE)) {
      const specifier = m[3] ?? m[4];
      if (!specifier) continue;
      let base: string | null = null;
      if (specifier.startsWith("@/")) base = path.join(SRC, specifier.slice(2));
      else if (specifier.startsWith(".")) base = path.resolve(path.dirname(file), specifier);
      if (!base) continue;
      const to = resolveFile(base);
      if (!to) continue;
      edges.push({ from: path.relative(ROOT, file), to: path.relative(ROOT, to), specifier, typeOnly: Boolean(m[2]) });
    }
  }
  return edges;
}

/** "lists" for src/modules/lists/…, null outside src/modules. */
export function moduleOf(file: string): string | null {
  const m = /^src\/modules\/([^/]+)\//.exec(file.replaceAll(path.sep, "/"));
  return m ? m[1]! : null;
}

/**
 * A module's front doors: index.ts (server), client.ts (components and hooks), and the index of its
 * pure engine/ or parser/ folder (pure code any layer may call; decision 026).
 */
export function isFrontDoor(file: string): boolean {
  return /^src\/modules\/[^/]+\/((index|client|ui|shared|server-actions)\.tsx?|(engine|parser)\/index\.tsx?)$/.test(file.replaceAll(path.sep, "/"));
}

export function moduleGraph(edges: ImportEdge[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const e of edges) {
    const a = moduleOf(e.from);
    const b = moduleOf(e.to);
    if (!a || !b || a === b) continue;
    if (!graph.has(a)) graph.set(a, new Set());
    graph.get(a)!.add(b);
  }
  return graph;
}

/** Strongly connected components with more than one module (Tarjan), each sorted. */
export function moduleCycles(graph: Map<string, Set<string>>): string[][] {
  let index = 0;
  const stack: string[] = [];
  const on = new Set<string>();
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const out: string[][] = [];
  const nodes = new Set<string>([...graph.keys(), ...[...graph.values()].flatMap((s) => [...s])]);
  const strong = (v: string) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const comp: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1) out.push(comp.sort());
    }
  };
  for (const n of [...nodes].sort()) if (!idx.has(n)) strong(n);
  return out;
}

/** Imports that reach into another module (or from outside modules) past its front doors. */
export function internalReaches(edges: ImportEdge[]): ImportEdge[] {
  return edges.filter((e) => {
    const target = moduleOf(e.to);
    if (!target) return false;
    if (moduleOf(e.from) === target) return false;
    return !isFrontDoor(e.to);
  });
}

const directive = (file: string, word: string) =>
  new RegExp(`^\\s*(\\/\\/[^\\n]*\\n|\\/\\*[\\s\\S]*?\\*\\/\\s*)*["']use ${word}["']`).test(fs.readFileSync(path.join(ROOT, file), "utf8"));

/**
 * Value imports of a module's server door (index.ts) from code that ends up in the browser: files
 * reachable from a "use client" file through value imports ("use server" files are the browser's
 * references to server actions: the walk stops there). Such an import would bundle server code
 * for the browser; client code uses `@/modules/<m>/client`.
 */
export function clientImportsOfServerDoors(edges: ImportEdge[]): ImportEdge[] {
  const out = new Map<string, ImportEdge[]>();
  for (const e of edges) if (!e.typeOnly) (out.get(e.from) ?? out.set(e.from, []).get(e.from)!).push(e);
  const seen = new Set<string>();
  const bad: ImportEdge[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const e of out.get(file) ?? []) {
      if (/^src\/modules\/[^/]+\/(index|ui)\.tsx?$/.test(e.to)) bad.push(e);
      else if (!directive(e.to, "server")) visit(e.to);
    }
  };
  for (const f of new Set(edges.map((e) => e.from))) if (directive(f, "client")) visit(f);
  return bad;
}

/**
 * What a module's shared door (shared.ts) loads that a script run under the react-server condition
 * cannot: a server action ("use server" file, whose runtime imports next/navigation) or React's
 * client navigation itself, reached through value imports. Scripts and jobs import shared.ts for
 * constants and schemas; server actions have their own door (server-actions.ts).
 */
export function sharedDoorsReachingActions(edges: ImportEdge[], read = (f: string) => fs.readFileSync(path.join(ROOT, f), "utf8")): string[] {
  const out = new Map<string, string[]>();
  for (const e of edges) if (!e.typeOnly) (out.get(e.from) ?? out.set(e.from, []).get(e.from)!).push(e.to);
  const problems: string[] = [];
  const doors = [...new Set(edges.flatMap((e) => [e.from, e.to]))].filter((f) => /^src\/modules\/[^/]+\/shared\.tsx?$/.test(f));
  for (const door of doors) {
    const seen = new Set<string>();
    const walk = (file: string, via: string[]) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = read(file);
      if (/^\s*(\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*["']use server["']/.test(text)) return void problems.push([...via, file].join(" -> ") + " (a server action)");
      if (/from\s+["']next\/navigation["']/.test(text)) return void problems.push([...via, file].join(" -> ") + " (imports next/navigation)");
      for (const to of out.get(file) ?? []) walk(to, [...via, file]);
    };
    walk(door, []);
  }
  return problems;
}

/**
 * The literal text of every sql`` (and sql.raw``) template in a source file, with each `${…}`
 * hole left out; templates nested inside a hole are found on their own, so a fragment built with
 * sql`` inside another's hole is seen too.
 */
export function sqlTemplateTexts(text: string): string[] {
  return [...text.matchAll(/\bsql(?:\.raw|<[^`;]*?>)?`/g)].map((m) => readTemplate(text, m.index! + m[0].length).literal);
}

/** Reads a template literal from just after its opening backtick: its literal text (holes as spaces) and the index after it. */
function readTemplate(text: string, from: number): { literal: string; end: number } {
  let literal = "";
  let i = from;
  while (i < text.length && text[i] !== "`") {
    if (text[i] === "\\") {
      literal += text.slice(i, i + 2);
      i += 2;
    } else if (text.startsWith("${", i)) {
      i = skipExpression(text, i + 2);
      literal += " ";
    } else literal += text[i++];
  }
  return { literal, end: i + 1 };
}

/** Skips a `${…}` hole's expression from just after `${`: nested braces, strings and templates; returns the index after its `}`. */
function skipExpression(text: string, from: number): number {
  let depth = 1;
  let i = from;
  while (i < text.length) {
    const c = text[i]!;
    if (c === "`") i = readTemplate(text, i + 1).end;
    else if (c === '"' || c === "'") {
      i++;
      while (i < text.length && text[i] !== c) i += text[i] === "\\" ? 2 : 1;
      i++;
    } else {
      if (c === "{") depth++;
      else if (c === "}" && --depth === 0) return i + 1;
      i++;
    }
  }
  return i;
}

/**
 * The relation names a source file's SQL templates read (lower case): after `from` and `join`, and a
 * partitioned table's maintenance — its default partition (`x_default`), `to_regclass('x')` and
 * `partition of x`.
 */
export function sqlNamesRead(text: string): string[] {
  return sqlTemplateTexts(text).flatMap((tpl) =>
    [...tpl.matchAll(/\b(?:from|join|partition\s+of)\s+(\w+)|\bto_regclass\(\s*'(\w+)'|\b(\w+)_default\b/gi)].map((m) => (m[1] ?? m[2] ?? m[3])!.toLowerCase().replace(/_default$/, "")),
  );
}

/** Drizzle export name → SQL name of every table in src/server/db/schema. */
export function schemaTables(): Map<string, string> {
  const dir = path.join(SRC, "server/db/schema");
  const names = new Map<string, string>();
  for (const f of fs.readdirSync(dir)) {
    if (!/\.ts$/.test(f)) continue;
    for (const m of fs.readFileSync(path.join(dir, f), "utf8").matchAll(/export const (\w+) = pgTable\(\s*"(\w+)"/g)) names.set(m[1]!, m[2]!);
  }
  return names;
}

type TableFiles = Map<string, Map<string, string[]>>;

function addTableFile(out: TableFiles, table: string, mod: string, file: string): void {
  const perModule = out.get(table) ?? out.set(table, new Map()).get(table)!;
  const list = perModule.get(mod) ?? perModule.set(mod, []).get(mod)!;
  if (!list.includes(file)) list.push(file);
}

/** Each module source file's path (from the root), module and text without comments. */
function* moduleSourceTexts(files: string[]): Generator<{ file: string; mod: string; text: string }> {
  for (const full of files) {
    const file = path.relative(ROOT, full).replaceAll(path.sep, "/");
    const mod = moduleOf(file);
    if (mod) yield { file, mod, text: fs.readFileSync(full, "utf8").replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "") };
  }
}

/**
 * Which modules write which tables (insert, update, delete), read from the source: Drizzle calls
 * (`tx.insert(tables.x)`, or through a `const s = tables.x` alias) and SQL text in sql`` templates
 * (`insert into x`, `update x`, `delete from x`). Returns table (Drizzle name) → module → files.
 */
export function tableWriters(files: string[]): TableFiles {
  const tablesByName = schemaTables();
  const bySql = new Map([...tablesByName].map(([k, v]) => [v, k]));
  const out: TableFiles = new Map();
  const add = (table: string, mod: string, file: string) => addTableFile(out, table, mod, file);
  for (const { file, mod, text } of moduleSourceTexts(files)) {
    const alias = new Map<string, string>();
    for (const m of text.matchAll(/const (\w+) = tables\.(\w+)\b/g)) alias.set(m[1]!, m[2]!);
    for (const m of text.matchAll(/\.(?:insert|update|delete)\(\s*(?:tables\.)?(\w+)\s*\)/g)) {
      const t = alias.get(m[1]!) ?? m[1]!;
      if (tablesByName.has(t)) add(t, mod, file);
    }
    for (const tpl of sqlTemplateTexts(text))
      for (const m of tpl.matchAll(/\b(?:insert\s+into|update|delete\s+from)\s+(\w+)/gi)) {
        const t = bySql.get((m[1] ?? m[2] ?? m[3])!.toLowerCase());
        if (t) add(t, mod, file);
      }
  }
  return out;
}

/**
 * Which modules name which tables at all (reads and writes): `tables.x`, a table imported from the
 * schema by name, and SQL text in sql`` templates (`from x`, `join x`, and the writes above).
 * Returns table (Drizzle name) → module → files.
 */
export function tableReferences(files: string[]): TableFiles {
  const tablesByName = schemaTables();
  const bySql = new Map([...tablesByName].map(([k, v]) => [v, k]));
  const out = tableWriters(files);
  const add = (table: string, mod: string, file: string) => addTableFile(out, table, mod, file);
  for (const { file, mod, text } of moduleSourceTexts(files)) {
    for (const m of text.matchAll(/\btables\.(\w+)\b/g)) if (tablesByName.has(m[1]!)) add(m[1]!, mod, file);
    for (const m of text.matchAll(/\{([^{}]*)\}\s*=\s*tables\b/g))
      for (const part of m[1]!.split(",")) {
        const name = part.trim().split(/\s*:\s*/)[0]!;
        if (tablesByName.has(name)) add(name, mod, file);
      }
    for (const m of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*["']@\/server\/db\/schema[^"']*["']/g))
      for (const part of m[1]!.split(",")) {
        const name = part.trim().replace(/^type\s+/, "").split(/\s+as\s+/)[0]!;
        if (tablesByName.has(name)) add(name, mod, file);
      }
    for (const name of sqlNamesRead(text)) {
      const t = bySql.get(name);
      if (t) add(t, mod, file);
    }
  }
  return out;
}
