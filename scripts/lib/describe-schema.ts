import { sql } from "drizzle-orm";
import type { DbHandle } from "../../src/server/db/client";

/**
 * The catalogue facts that must match between engines: columns, constraints, indexes, triggers, and
 * which tables are partitioned. Partitions themselves (prices_YYYY_MM, decision 038) are left out:
 * which months exist depends on when each database was migrated and what its jobs have done.
 */
export async function describeSchema(h: DbHandle) {
  const partitions = sql`(select c.relname from pg_class c where c.relispartition)`;
  const columns = await h.db.execute(sql`
    select table_name, column_name, data_type, udt_name, is_nullable, column_default
    from information_schema.columns where table_schema = 'public' and table_name not in ${partitions} order by table_name, column_name`);
  const constraints = await h.db.execute(sql`
    select conrelid::regclass::text as tbl, conname, contype, pg_get_constraintdef(oid) as def
    from pg_constraint where connamespace = 'public'::regnamespace and contype <> 'n'
      and not coalesce((select c.relispartition from pg_class c where c.oid = conrelid), false) order by 1, 2`); // PG 18 also lists NOT NULL here; nullability is compared through the columns
  const indexes = await h.db.execute(sql`select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' and tablename not in ${partitions} order by 1, 2`);
  const partitioned = await h.db.execute(sql`select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public' where c.relkind = 'p' order by 1`);
  const triggers = await h.db.execute(sql`
    select event_object_table, trigger_name, action_timing, event_manipulation
    from information_schema.triggers where trigger_schema = 'public' order by 1, 2`);
  return { columns: columns.rows, constraints: constraints.rows, indexes: indexes.rows, triggers: triggers.rows, partitioned: partitioned.rows };
}
