import type { OpsTopUpListQuery } from "@pitlane/domain";

export type { OpsTopUpListQuery };

/** The queue's tabs in the order the work is done: what waits, what is late, then what is decided. */
export const OPS_TOP_UP_TABS = [
  "pending",
  "overdue",
  "approved",
  "rejected",
  "all",
] as const satisfies readonly OpsTopUpListQuery["status"][];
