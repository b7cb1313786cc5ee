import { index, pgTable, primaryKey, uuid, type AnyPgColumn, type PgColumnBuilderBase } from "drizzle-orm/pg-core";

/** A uuid column naming a row of another table; the link goes with that row when `cascade`. */
export const refTo = (name: string, target: () => AnyPgColumn, cascade: boolean) =>
  uuid(name)
    .notNull()
    .references(target, cascade ? { onDelete: "cascade" } : {});

/** One end of a link table: the property and column naming the row, and whether the link goes with it. */
interface LinkEnd<K extends string> {
  key: K;
  column: string;
  target: () => AnyPgColumn;
  cascade: boolean;
}

/** The end of a link naming `target`'s row by `column` (the property `key`). */
export const linkTo = <K extends string>(
  key: K,
  column: string,
  target: () => AnyPgColumn,
  cascade = true,
): LinkEnd<K> => ({
  key,
  column,
  target,
  cascade,
});

/**
 * A table linking rows of two tables (a service's branches, a package's services ...): both ids,
 * the pair as primary key and an index on the second id (the first one leads the key). `extra`
 * adds columns of the link itself, such as a quantity.
 */
export function linkTable<
  L extends string,
  R extends string,
  X extends Record<string, PgColumnBuilderBase> = Record<never, never>,
>(name: string, left: LinkEnd<L>, right: LinkEnd<R>, extra?: X) {
  const ends = {
    [left.key]: refTo(left.column, left.target, left.cascade),
    [right.key]: refTo(right.column, right.target, right.cascade),
  };
  // A computed key reads as `string` to TypeScript; these two are exactly L and R.
  const columns = { ...ends, ...extra } as Record<L | R, ReturnType<typeof refTo>> & X;
  return pgTable(name, columns, (t) => [
    primaryKey({ columns: [t[left.key], t[right.key]] }),
    index(`${name}_${right.column.replace(/_id$/, "")}_idx`).on(t[right.key]),
  ]);
}
