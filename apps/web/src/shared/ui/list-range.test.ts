import i18next from "i18next";
import { describe, expect, it } from "vitest";
import ar from "../../locales/ar/signed-in.json";
import en from "../../locales/en/signed-in.json";
import { countText, pageCount, rangeText } from "./list-range";
import { tabCount, tabCountTexts } from "./role-tab-counts";

const i18n = i18next.createInstance();
await i18n.init({
  resources: { en: { translation: en }, ar: { translation: ar } },
  lng: "en",
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});
const t = i18n.t.bind(i18n);
const inLanguage = (lng: string) => i18n.getFixedT(lng);

describe("the range a list's pager shows", () => {
  const exact = { page: 2, limit: 10, total: 42, total_capped: false };
  const capped = { page: 1, limit: 10, total: 1000, total_capped: true };

  it("says an exact total as it is, in English and Arabic", () => {
    expect(rangeText(inLanguage("en"), "en", exact, 10)).toBe("11–20 of 42");
    expect(rangeText(inLanguage("ar"), "ar", exact, 10)).toBe("11–20 من 42");
  });

  it("says a capped total is at least that many, with the digits grouped", () => {
    expect(rangeText(inLanguage("en"), "en", capped, 10)).toBe("1–10 of 1,000+");
    expect(rangeText(inLanguage("ar"), "ar", capped, 10)).toBe("1–10 من 1,000 أو أكثر");
  });

  it("offers the pages the total reaches, and more once a later page counts further", () => {
    expect(pageCount(capped)).toBe(100);
    expect(pageCount({ limit: 10, total: 1990 })).toBe(199);
    expect(pageCount({ total: 0, limit: 10 })).toBe(1);
  });

  it("writes a count on its own the same way", () => {
    expect(countText(t, "en", 1234, false)).toBe("1,234");
    expect(countText(t, "en", 1000, true)).toBe("1,000+");
  });
});

describe("the counts of a roles list's tabs", () => {
  const counts = { totalCount: 1000, activeCount: 1000, deactiveCount: 12, total_capped: true };

  it("marks the tabs whose count stopped at the cap", () => {
    expect(tabCountTexts(inLanguage("en"), "en", counts)).toEqual({ all: "1,000+", active: "1,000+", inactive: "12" });
    expect(tabCount(counts, "inactive")).toEqual({ total: 12, total_capped: false });
  });

  it("shows exact counts as they are", () => {
    const exact = { ...counts, activeCount: 988, total_capped: false };
    expect(tabCountTexts(inLanguage("ar"), "ar", exact)).toEqual({ all: "1,000", active: "988", inactive: "12" });
  });
});
