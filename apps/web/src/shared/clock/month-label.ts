import { formatDate } from "@pitlane/domain";

/** "March 2026", "مارس 2026": the house's DD MMMM YYYY without the day. */
export const monthLabel = (month: string, language: string) => formatDate(`${month}-01`, language).slice(3);

/** "09 March", "09 مارس": DD MMMM without the year, where a chart's axis is short of room. */
export const dayLabel = (date: string, language: string) => formatDate(date, language).slice(0, -5);
