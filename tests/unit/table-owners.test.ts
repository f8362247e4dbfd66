import { describe, expect, it } from "vitest";
import { schemaTables, sourceFiles, sqlNamesRead, sqlTemplateTexts, tableReferences } from "../../scripts/lib/module-graph";
import { TABLE_OWNERS } from "../../scripts/lib/table-owners";

/*
 * Issue 21 item 1, reads and writes: every table has one owning module (decision 059). Only the
 * owner names the table in code (Drizzle `tables.x`, a schema import, or SQL text); other modules
 * call the owner's public queries and commands through its front door, and pages compose modules.
 * The owners are in scripts/lib/table-owners.ts (also read by `npm run modules:report`).
 *
 * No module names another's table: the test fails on the first one, naming the module and table.
 */

describe("table owners", () => {
  const refs = tableReferences(sourceFiles());

  it("names an owner for every table in the schema, and the owner is a module", () => {
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual([...schemaTables().keys()].sort());
  });

  it("finds references (the reader itself can fail): lists' tables are named by lists, products by catalog", () => {
    expect([...(refs.get("shoppingListMembers")?.keys() ?? [])]).toEqual(["lists"]);
    expect(refs.get("products")?.has("catalog")).toBe(true);
  });

  it("reads SQL text in templates nested in another template's hole, strings and braces included", () => {
    const source = "sql`select 1 from a ${cond ? sql`join b on ${x.y} = '}'` : sql``} where ${ {k: \"`\"}.k } and c in (select 1 from d)`";
    expect(sqlTemplateTexts(source).map((t) => t.replace(/\s+/g, " ").trim())).toEqual([
      "select 1 from a where and c in (select 1 from d)",
      "join b on = '}'",
      "",
    ]);
  });

  it("counts a partitioned table's maintenance as naming it (default partition, regclass, partition of)", () => {
    const source = "sql`select 1 from pg_inherits where inhparent = to_regclass('prices')`; sql<number>`select count(*) from prices_default`; sql.raw`create table x partition of prices`";
    expect(sqlNamesRead(source)).toEqual(["pg_inherits", "prices", "prices", "prices"]);
  });

  it("has every table named only by its owner", () => {
    const cross: Record<string, string[]> = {};
    for (const [table, modules] of refs)
      for (const mod of modules.keys()) if (TABLE_OWNERS[table] !== mod) (cross[mod] ??= []).push(table);
    for (const list of Object.values(cross)) list.sort();
    expect(cross).toEqual({});
  });
});
