import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { backupPglite, backupPostgres, restorePglite, restorePostgres } from "../../scripts/lib/backup";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cartwise-backup-"));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe("db:backup / db:restore round trip", () => {
  it("PostgreSQL: a restore brings back exactly what the backup saw, dropping later changes", async () => {
    const base = new URL(process.env.DATABASE_URL!);
    const dbName = `cartwise_backup_${process.pid}`;
    const admin = new pg.Client({ connectionString: new URL("/postgres", base).toString() });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.query(`create database ${dbName}`);
    const url = new URL(`/${dbName}`, base).toString();
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query("create table shopping (id serial primary key, name text not null, qty int not null)");
      await client.query("insert into shopping (name, qty) values ('Milk', 2), ('Bread', 1), ('Café ☕', 3)");
      const file = path.join(tmp, "pg.dump");
      await backupPostgres(url, file);
      expect(fs.statSync(file).size).toBeGreaterThan(0);
      await client.query("update shopping set qty = 99 where name = 'Milk'");
      await client.query("insert into shopping (name, qty) values ('Eggs', 12)");
      await client.end();
      await restorePostgres(url, file);
      const after = new pg.Client({ connectionString: url });
      await after.connect();
      const rows = (await after.query("select name, qty from shopping order by id")).rows;
      await after.end();
      expect(rows).toEqual([{ name: "Milk", qty: 2 }, { name: "Bread", qty: 1 }, { name: "Café ☕", qty: 3 }]);
    } finally {
      await client.end().catch(() => undefined);
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    }
  });

  it("embedded PGlite: the data directory is dumped and restored with its rows", async () => {
    const { PGlite } = await import("@electric-sql/pglite");
    const dir = path.join(tmp, "pglite");
    let db = new PGlite({ dataDir: dir });
    await db.query("create table shopping (id serial primary key, name text not null, qty int not null)");
    await db.query("insert into shopping (name, qty) values ('Milk', 2), ('Bread', 1)");
    await db.close();
    const file = path.join(tmp, "pglite.tar.gz");
    await backupPglite(dir, file);
    db = new PGlite({ dataDir: dir });
    await db.query("delete from shopping");
    await db.close();
    await restorePglite(dir, file);
    db = new PGlite({ dataDir: dir });
    const rows = (await db.query<{ name: string; qty: number }>("select name, qty from shopping order by id")).rows;
    await db.close();
    expect(rows).toEqual([{ name: "Milk", qty: 2 }, { name: "Bread", qty: 1 }]);
  });
});
