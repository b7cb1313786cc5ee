import { offsetOf } from "@pitlane/domain";
import { asc, count, desc, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.js";

/** A select that can still be cut to a page. */
export interface Pageable<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/** A list's order: the chosen column in the chosen direction, then the id, so that pages never overlap. */
export const orderOf = (column: AnyPgColumn, order: "asc" | "desc", id: AnyPgColumn) =>
  [order === "desc" ? desc(column) : asc(column), asc(id)] as const;

/** How many rows of the table the filters match, for a list's total. */
export const countRows = (db: Db, table: PgTable, where: SQL | undefined) =>
  db.select({ n: count() }).from(table).where(where);

/**
 * The page `q` asks for out of the ordered rows, and the total of all the rows, read side by side.
 * A count query may tally more than `n` (the rows of each status tab, say): its row is `counted`.
 */
export async function pageOf<Row, Counted extends { n: number }>(
  rows: Pageable<Row>,
  total: PromiseLike<Counted[]>,
  q: { page: number; limit: number },
): Promise<{ items: Row[]; total: number; counted: Counted | undefined }> {
  const [items, [counted]] = await Promise.all([rows.limit(q.limit).offset(offsetOf(q)), total]);
  return { items, total: counted?.n ?? 0, counted };
}
