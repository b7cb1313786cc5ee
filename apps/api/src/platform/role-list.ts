/** A page of roles with the counts of each status, as a repo reads it. */
export interface RolePage<Row> {
  items: Row[];
  total: number;
  active: number;
  inactive: number;
}

/**
 * A roles list in the shape spec 000 gives it (totalCount, activeCount, deactiveCount), which the
 * fleet's roles list keeps so that one screen shape serves both back offices.
 */
export function toRoleListResult<Row, Dto>(
  { items, total, active, inactive }: RolePage<Row>,
  toDto: (row: Row) => Dto,
  q: { page: number; limit: number },
) {
  return {
    items: items.map(toDto),
    totalCount: total,
    activeCount: active,
    deactiveCount: inactive,
    page: q.page,
    limit: q.limit,
  };
}
