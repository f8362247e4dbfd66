import { describe, expect, it } from "vitest";
import { clientImportsOfServerDoors, importEdges, internalReaches, moduleCycles, moduleGraph, sourceFiles } from "../../scripts/lib/module-graph";

/*
 * The module graph, computed from the source (aliases and relative paths alike): no module may
 * depend on itself through others, and nothing outside a module imports past its front doors
 * (index.ts, client.ts, the index of its pure engine/ or parser/ folder). Decision 026.
 */
describe("module import graph", () => {
  const edges = importEdges(sourceFiles());

  it("has no cycle between modules", () => {
    expect(moduleCycles(moduleGraph(edges))).toEqual([]);
  });

  it("has every import from outside a module go through its front doors", () => {
    expect(internalReaches(edges).map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it("keeps server doors out of the browser: client code imports other modules' client.ts, never their index.ts", () => {
    expect(clientImportsOfServerDoors(edges).map((e) => `${e.from} -> ${e.to}`)).toEqual([]);
  });

  it("finds a loop when there is one (the detector itself can fail)", () => {
    const graph = new Map([
      ["lists", new Set(["users"])],
      ["users", new Set(["currency"])],
      ["currency", new Set(["lists"])],
      ["pricing", new Set(["lists"])],
    ]);
    expect(moduleCycles(graph)).toEqual([["currency", "lists", "users"]]);
  });

  it("resolves relative paths as well as the @/ alias", () => {
    const relative = importEdges(sourceFiles()).filter((e) => e.specifier.startsWith("."));
    expect(relative.length).toBeGreaterThan(100);
    expect(relative.every((e) => e.to.startsWith("src/"))).toBe(true);
  });
});
