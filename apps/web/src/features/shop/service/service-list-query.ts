import type { ServiceListQuery } from "@pitlane/domain";

type Sort = Pick<ServiceListQuery, "sort" | "order">;

/** The sort choices of the table: one select for the column and the direction. */
export const sortOptions = [
  { value: "created_at:desc", label: "list.sort_options.newest" },
  { value: "created_at:asc", label: "list.sort_options.oldest" },
  { value: "name:asc", label: "list.sort_options.name_asc" },
  { value: "name:desc", label: "list.sort_options.name_desc" },
  { value: "price:asc", label: "shop.service.list.sort_price_asc" },
  { value: "price:desc", label: "shop.service.list.sort_price_desc" },
] as const;

export const sortOptionOf = (query: Sort): string => `${query.sort}:${query.order}`;

const sorts: readonly Sort["sort"][] = ["name", "price", "created_at"];

export function parseSortOption(option: string): Sort {
  const [sort, order] = option.split(":");
  return { sort: sorts.find((s) => s === sort) ?? "created_at", order: order === "asc" ? "asc" : "desc" };
}
