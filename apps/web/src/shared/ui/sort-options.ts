import type { TFunction } from "i18next";

export type SortOrder = "asc" | "desc";

/** One choice of a list's sort select: the column, the direction and what the option says. */
export interface SortOption<S extends string> {
  sort: S;
  order: SortOrder;
  label: string;
}

/** The select's value for a sort: "name:asc". */
export const sortKeyOf = (sort: { sort: string; order: SortOrder }): string => `${sort.sort}:${sort.order}`;

/** The option a select value stands for; none for a value the list does not offer. */
export function sortOfKey<S extends string>(
  options: readonly SortOption<S>[],
  key: string | null,
): { sort: S; order: SortOrder } | null {
  const option = options.find((o) => sortKeyOf(o) === key);
  return option ? { sort: option.sort, order: option.order } : null;
}

/** The sorts every list offers: newest or oldest first, by name either way. */
export function nameAndDateSorts(t: TFunction): SortOption<"name" | "created_at">[] {
  return [
    { sort: "created_at", order: "desc", label: t("list.sort_options.newest") },
    { sort: "created_at", order: "asc", label: t("list.sort_options.oldest") },
    { sort: "name", order: "asc", label: t("list.sort_options.name_asc") },
    { sort: "name", order: "desc", label: t("list.sort_options.name_desc") },
  ];
}
