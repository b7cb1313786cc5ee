import { BranchListQuery } from "@pitlane/domain";

const defaults = BranchListQuery.parse({});

/** The table's page, search, status and sort from the URL, with the schema's defaults for anything odd. */
export function readBranchQuery(params: URLSearchParams): BranchListQuery {
  const parsed = BranchListQuery.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : defaults;
}

/** Back to URL search params, leaving defaults out so a plain list has a plain URL. */
export function toSearchParams(query: BranchListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== defaults.page) params.set("page", String(query.page));
  if (query.limit !== defaults.limit) params.set("limit", String(query.limit));
  if (query.search) params.set("search", query.search);
  if (query.status !== defaults.status) params.set("status", query.status);
  if (query.sort !== defaults.sort) params.set("sort", query.sort);
  if (query.order !== defaults.order) params.set("order", query.order);
  return params;
}

/** The sort choices of the table: one select for the column and the direction. */
export const sortOptions = [
  { value: "created_at:desc", label: "newest" },
  { value: "created_at:asc", label: "oldest" },
  { value: "name:asc", label: "name_asc" },
  { value: "name:desc", label: "name_desc" },
] as const;

export const sortOptionOf = (query: BranchListQuery): string => `${query.sort}:${query.order}`;

export function parseSortOption(option: string): Pick<BranchListQuery, "sort" | "order"> {
  const [sort, order] = option.split(":");
  return { sort: sort === "name" ? "name" : "created_at", order: order === "desc" ? "desc" : "asc" };
}
