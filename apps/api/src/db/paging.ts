import { LIST_TOTAL_CAP, offsetOf } from "@pitlane/domain";
import { asc, desc, sql, type Placeholder, type SQL, type SQLWrapper } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.js";

/** A select that can still be cut to a page. */
export interface Pageable<Row> {
  limit(limit: number): { offset(offset: number): PromiseLike<Row[]> };
}

/** A select of the rows a list matches (`matching(db).from(...)`), for its total: the cap cuts it. */
export interface Matching {
  limit(limit: number | Placeholder): SQLWrapper;
}

/** A select whose filter values are placeholders, cut to a page and prepared once. */
export interface PreparablePage<Row> {
  limit(limit: Placeholder): {
    offset(offset: Placeholder): {
      prepare(name: string): { execute(values: Record<string, unknown>): Promise<Row[]> };
    };
  };
}

/** A list's order: the chosen column in the chosen direction, then the id, so that pages never overlap. */
export const orderOf = (column: AnyPgColumn, order: "asc" | "desc", id: AnyPgColumn) =>
  [order === "desc" ? desc(column) : asc(column), asc(id)] as const;

/** The start of a select of matching rows: one constant per row, all a count needs. */
export const matching = (db: Db) => db.select({ one: sql`1` });

/**
 * The rows of one table the filters match, for a list's total. An unsearched list counts this way,
 * its base table alone: the joins its page reads names through add nothing to the count.
 */
export const countRows = (db: Db, table: PgTable, where: SQL | undefined) => matching(db).from(table).where(where);

/** A page of a list as every list answers it (decision 0027). */
export interface Page<Row> {
  items: Row[];
  total: number;
  total_capped: boolean;
  page: number;
  limit: number;
}

/**
 * How many rows each select matches, each counted up to `upTo + 1` rows at most, in one statement:
 * a count past `upTo` stops there instead of walking every row of the tenant.
 */
async function countUpTo<K extends string>(db: Db, selects: Record<K, Matching>, upTo: number) {
  const fields: Record<string, SQL<number>> = {};
  for (const [key, select] of Object.entries<Matching>(selects)) {
    fields[key] = sql<number>`(select count(*) from (${select.limit(upTo + 1)}) as ${sql.identifier(key)})`.mapWith(
      Number,
    );
  }
  // A select needs a FROM in Drizzle: an empty one-row relation carries the scalar counts.
  const [row] = await db.select(fields).from(sql`(select) as counting`);
  return (key: K) => row?.[key] ?? 0;
}

/**
 * The page `q` asks for out of the ordered rows, with the total of the `total` select, read side by
 * side. The total counts at most LIST_TOTAL_CAP rows past the page's start (then `total_capped`), so
 * a user moving forward is counted further. `tabs` are further counts (the rows of each status tab),
 * capped alike and read in the same statement.
 */
export async function pageWithTabs<Row, K extends string>(
  db: Db,
  rows: Pageable<Row>,
  total: Matching,
  tabs: Record<K, Matching>,
  q: { page: number; limit: number },
): Promise<{ page: Page<Row>; tabs: Record<K, number> }> {
  const offset = offsetOf(q);
  const upTo = offset + LIST_TOTAL_CAP;
  const [items, countOf] = await Promise.all([
    rows.limit(q.limit).offset(offset),
    countUpTo<K | "total">(db, { ...tabs, total } as Record<K | "total", Matching>, upTo),
  ]);
  const capped = (key: K | "total") => Math.min(countOf(key), upTo);
  const tabCounts = Object.fromEntries(Object.keys(tabs).map((key) => [key, capped(key as K)])) as Record<K, number>;
  return {
    page: { items, total: capped("total"), total_capped: countOf("total") > upTo, page: q.page, limit: q.limit },
    tabs: tabCounts,
  };
}

/** The page `q` asks for with the capped total of the `total` select (pageWithTabs without tabs). */
export async function pageOf<Row>(
  db: Db,
  rows: Pageable<Row>,
  total: Matching,
  q: { page: number; limit: number },
): Promise<Page<Row>> {
  return (await pageWithTabs(db, rows, total, {}, q)).page;
}

/**
 * `pageOf` for a shape a screen asks for on every visit (a list unsearched): the page and its capped
 * total as two statements prepared once, so neither is built nor planned again per request. `rows`
 * and `total` name their filter values as placeholders; `values` fills them.
 */
export function preparedPageOf<Row>(db: Db, name: string, rows: PreparablePage<Row>, total: Matching) {
  const pageRows = rows.limit(sql.placeholder("limit")).offset(sql.placeholder("offset")).prepare(`${name}_rows`);
  const counted = sql<number>`(select count(*) from (${total.limit(sql.placeholder("countUpTo"))}) as total)`;
  const pageTotal = db
    .select({ total: counted.mapWith(Number) })
    .from(sql`(select) as counting`)
    .prepare(`${name}_total`);
  return async (values: Record<string, unknown>, q: { page: number; limit: number }): Promise<Page<Row>> => {
    const offset = offsetOf(q);
    const upTo = offset + LIST_TOTAL_CAP;
    const [items, [row]] = await Promise.all([
      pageRows.execute({ ...values, limit: q.limit, offset }),
      pageTotal.execute({ ...values, countUpTo: upTo + 1 }),
    ]);
    const total = row?.total ?? 0;
    return { items, total: Math.min(total, upTo), total_capped: total > upTo, page: q.page, limit: q.limit };
  };
}

/**
 * `preparedPageOf` for each shape of a list (its status tab, sort and order: closed sets the query
 * schema enforces, so there are few), prepared on the shape's first use. `build` makes its selects.
 */
export function preparedPagesByShape<Row, Shape extends Record<string, string>>(
  db: Db,
  name: string,
  build: (shape: Shape) => { rows: PreparablePage<Row>; total: Matching },
) {
  const shapes = new Map<string, ReturnType<typeof preparedPageOf<Row>>>();
  return (shape: Shape, values: Record<string, unknown>, q: { page: number; limit: number }) => {
    const key = Object.values(shape).join(".");
    let page = shapes.get(key);
    if (!page) {
      const { rows, total } = build(shape);
      page = preparedPageOf(db, `${name}.${key}`, rows, total);
      shapes.set(key, page);
    }
    return page(values, q);
  };
}
