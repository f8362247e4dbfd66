/* eslint-disable @typescript-eslint/no-require-imports -- eslint-plugin-import loads resolvers with require(): this file is CommonJS */
/*
 * A small import resolver for eslint-plugin-import (interface version 2): `@/x` → src/x, relative
 * paths, the TypeScript/JavaScript extensions and index files — what the module boundary rules
 * need, and fast (the general TypeScript resolver made import/no-restricted-paths take minutes).
 * Bare package names are reported as found without a path (the path rules ignore them).
 */
const fs = require("node:fs");
const path = require("node:path");

const ROOT = path.resolve(__dirname, "../..");
const EXTENSIONS = [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"];
const cache = new Map();

function isFile(p) {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

function resolveBase(base) {
  if (cache.has(base)) return cache.get(base);
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, "index" + e))];
  const found = candidates.find(isFile) ?? null;
  cache.set(base, found);
  return found;
}

exports.interfaceVersion = 2;
exports.resolve = function resolve(source, file) {
  let base = null;
  if (source.startsWith("@/")) base = path.join(ROOT, "src", source.slice(2));
  else if (source.startsWith(".")) base = path.resolve(path.dirname(file), source);
  if (base === null) return { found: true, path: null };
  const found = resolveBase(base);
  return found ? { found: true, path: found } : { found: false };
};
