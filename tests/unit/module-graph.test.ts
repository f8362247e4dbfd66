import { describe, expect, it } from "vitest";
import { clientImportsOfServerDoors, importEdges, internalReaches, moduleCycles, moduleGraph, sharedDoorsReachingActions, sourceFiles, type ImportEdge } from "../../scripts/lib/module-graph";

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

  it("keeps server actions out of shared.ts, which scripts load under the react-server condition", () => {
    expect(sharedDoorsReachingActions(edges)).toEqual([]);
  });

  it("finds a server action behind a shared door when there is one (the check itself can fail)", () => {
    const edge = (from: string, to: string): ImportEdge => ({ from, to, specifier: to, typeOnly: false });
    const files: Record<string, string> = {
      "src/modules/x/shared.ts": 'export { go } from "./actions";',
      "src/modules/x/actions.ts": '"use server";\nexport async function go() {}',
      "src/modules/y/shared.ts": 'export { hook } from "./nav";',
      "src/modules/y/nav.ts": 'import { useRouter } from "next/navigation";',
    };
    const found = sharedDoorsReachingActions([edge("src/modules/x/shared.ts", "src/modules/x/actions.ts"), edge("src/modules/y/shared.ts", "src/modules/y/nav.ts")], (f) => files[f]!);
    expect(found).toEqual(["src/modules/x/shared.ts -> src/modules/x/actions.ts (a server action)", "src/modules/y/shared.ts -> src/modules/y/nav.ts (imports next/navigation)"]);
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
