import type { SQL } from "drizzle-orm";
import type { Db } from "./client.js";

/**
 * The rows of a statement Drizzle's builder cannot say (a data-modifying CTE, a lateral read of many
 * tables in one round trip). Both drivers answer `{ rows }`; numbers of bigint columns come back as
 * strings from node-postgres, so callers cast in SQL or read them with Number().
 */
export async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
