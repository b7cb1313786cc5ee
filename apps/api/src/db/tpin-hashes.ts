import { isNotNull } from "drizzle-orm";
import type { Db } from "./client.js";
import { employees } from "./schema/index.js";

/** Whether any employee has a T-PIN, whose hash only the server's key can match again. */
export async function hasTpinHashes(db: Db): Promise<boolean> {
  const rows = await db.select({ id: employees.id }).from(employees).where(isNotNull(employees.tpinHash)).limit(1);
  return rows.length > 0;
}
