import type { BranchListQuery } from "@pitlane/domain";

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
