import { sql } from "drizzle-orm";
import type { Db } from "./client.js";

/**
 * Our tables that were never analysed or have grown by more than a tenth (and 8 pages, 64 KiB)
 * since their last analysis. Growth is read from the table's size on disk against the page count
 * the last ANALYZE recorded: PGlite does not report `n_mod_since_analyze` (its statistics are never
 * flushed to pg_stat_user_tables), while the size is always current. Updates grow a table too, as
 * nothing vacuums it.
 */
const grownTables = (db: Db) =>
  db
    .select({ name: sql<string>`c.relname` })
    .from(sql`pg_class c join pg_namespace n on n.oid = c.relnamespace`)
    .where(
      sql`n.nspname = 'public' and c.relkind = 'r' and (c.reltuples < 0 or
        pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 1.1 + 8)`,
    )
    .orderBy(sql`c.relname`);

/**
 * Analyses the tables that need it, one statement per table: PGlite runs one statement at a time, so
 * a request waits for at most one table's analysis (a sample of 30,000 rows at most), never all of them.
 * Without this PGlite plans with no statistics at all (it has no autovacuum): a page of 50,000 clients
 * became a full scan and sort instead of reading the first rows of an index. Returns the tables analysed.
 */
export async function analyseGrownTables(db: Db): Promise<string[]> {
  const tables = (await grownTables(db)).map((table) => table.name);
  for (const table of tables) await db.execute(sql`analyze ${sql.identifier(table)}`);
  return tables;
}

/**
 * Checks every `everyMs` for grown tables and analyses them, for an embedded database whose data
 * grows while it runs. The timer never keeps the process alive; `stop` waits for a run in progress,
 * so the database is not closed under it.
 */
export function keepTablesAnalysed(db: Db, onError: (error: unknown) => void, everyMs = 60_000) {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = analyseGrownTables(db)
      .catch(onError)
      .finally(() => (busy = false));
  }, everyMs);
  timer.unref();
  return async function stop() {
    clearInterval(timer);
    await running;
  };
}
