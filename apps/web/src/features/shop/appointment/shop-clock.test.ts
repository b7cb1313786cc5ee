import { describe, expect, it } from "vitest";
import { shopNow, shopToday } from "./shop-clock";

// 19:30 UTC on 9 March 2026: past midnight in Karachi (UTC+5), still the evening in Riyadh (UTC+3).
const INSTANT = new Date(Date.UTC(2026, 2, 9, 19, 30));

describe("the shop's clock", () => {
  it("reads today in the shop's time zone, not the browser's", () => {
    expect(shopToday("Asia/Karachi", INSTANT)).toBe("2026-03-10");
    expect(shopToday("Asia/Riyadh", INSTANT)).toBe("2026-03-09");
  });

  it("gives the shop's wall-clock time as the calendar's now", () => {
    const now = shopNow("Asia/Karachi", INSTANT);
    expect([now.getFullYear(), now.getMonth(), now.getDate(), now.getHours(), now.getMinutes()]).toEqual([
      2026, 2, 10, 0, 30,
    ]);
    expect(shopNow("Asia/Riyadh", INSTANT).getHours()).toBe(22);
  });
});
