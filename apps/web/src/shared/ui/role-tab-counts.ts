import type { RoleListResult } from "@pitlane/domain";
import type { TFunction } from "i18next";
import { countText } from "./list-range";
import { STATUS_FILTERS, type StatusFilter } from "./status-filters";

/** What a roles list (spec 000's shape, both back offices) says about its tabs. */
type RoleCounts = Pick<RoleListResult, "totalCount" | "activeCount" | "deactiveCount" | "total_capped">;

/**
 * How many roles a tab holds. The counts stop at the cap as every list's total does; a tab's count
 * stopped there when it reached the capped total (a tab is part of all).
 */
export function tabCount(result: RoleCounts, tab: StatusFilter): { total: number; total_capped: boolean } {
  const total = tab === "active" ? result.activeCount : tab === "inactive" ? result.deactiveCount : result.totalCount;
  return { total, total_capped: result.total_capped && total === result.totalCount };
}

/** Each tab's count as its tab shows it: "12", or "1,000+". */
export function tabCountTexts(t: TFunction, language: string, result: RoleCounts): Record<StatusFilter, string> {
  const texts = {} as Record<StatusFilter, string>;
  for (const tab of STATUS_FILTERS) {
    const { total, total_capped } = tabCount(result, tab);
    texts[tab] = countText(t, language, total, total_capped);
  }
  return texts;
}
