import type { TFunction } from "i18next";

/** A whole number as the reader's language groups it, with Latin digits like every number of the app. */
export const formatCount = (value: number, language: string) =>
  new Intl.NumberFormat(`${language}-u-nu-latn`, { maximumFractionDigits: 0 }).format(value);

/** A count as a list answers it: exact, or "1,000+" when it stopped at the cap (decision 0027). */
export function countText(t: TFunction, language: string, count: number, isCapped: boolean): string {
  const total = formatCount(count, language);
  return isCapped ? t("list.at_least", { total }) : total;
}

/** Where a page of a list stands: "11–20 of 42", or "11–20 of 1,010+" past the count's cap. */
export function rangeText(
  t: TFunction,
  language: string,
  page: { page: number; limit: number; total: number; total_capped: boolean },
  shown: number,
): string {
  const start = (page.page - 1) * page.limit;
  return t("list.range", {
    from: formatCount(start + 1, language),
    to: formatCount(start + shown, language),
    total: countText(t, language, page.total, page.total_capped),
  });
}

/** The pages a pager offers: those the total reaches (a capped total grows as the user moves forward). */
export const pageCount = (page: { total: number; limit: number }) => Math.max(1, Math.ceil(page.total / page.limit));
