import "server-only";
import { asc, eq } from "drizzle-orm";
import { tables, type Db } from "@/server/db";

/** Every administrator's account id and e-mail address (for alerts other modules send them). */
export async function listAdministrators(db: Db): Promise<{ id: string; email: string }[]> {
  const u = tables.users;
  return db.select({ id: u.id, email: u.email }).from(u).where(eq(u.role, "admin")).orderBy(asc(u.id));
}
