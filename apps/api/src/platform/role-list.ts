import type { Page } from "../db/paging.js";

/** A page of roles with the count of each status tab, as a repo reads it (capped as the total is). */
export type RolePage<Row> = Page<Row> & { active: number; inactive: number };

/**
 * A roles list in the shape spec 000 gives it (totalCount, activeCount, deactiveCount), which the
 * fleet's roles list keeps so that one screen shape serves both back offices; `total_capped` says
 * the counts stopped at the cap, as every list's total does.
 */
export function toRoleListResult<Row, Dto>(
  { items, total, total_capped, active, inactive, page, limit }: RolePage<Row>,
  toDto: (row: Row) => Dto,
) {
  return {
    items: items.map(toDto),
    totalCount: total,
    activeCount: active,
    deactiveCount: inactive,
    total_capped,
    page,
    limit,
  };
}
