/** The status filter of lists with active and inactive records, as spec 000 lists them for roles. */
export const STATUS_FILTERS = ["all", "active", "inactive"] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
