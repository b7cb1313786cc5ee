import { describe, expect, it } from "vitest";
import { isCount, isDirectionAsked, stockAfter, transferAfter } from "./stock-preview";

describe("what the stock will be after an adjustment", () => {
  it("adds the units of the reasons that bring stock in", () => {
    expect(stockAfter(10, "received", null, 5)).toBe(15);
    expect(stockAfter(10, "addition", null, 1)).toBe(11);
    expect(stockAfter(0, "return_stock", null, 2)).toBe(2);
  });

  it("takes away the units of the reasons that take stock out, below zero too (the server refuses it)", () => {
    expect(stockAfter(10, "damage", null, 2)).toBe(8);
    expect(stockAfter(10, "theft_or_loss", null, 10)).toBe(0);
    expect(stockAfter(3, "promotion_or_donations", null, 5)).toBe(-2);
  });

  it("follows the way chosen for correction and other, and waits until one is", () => {
    expect(stockAfter(10, "correction", "in", 3)).toBe(13);
    expect(stockAfter(10, "other", "out", 3)).toBe(7);
    expect(stockAfter(10, "correction", null, 3)).toBeNull();
    expect(stockAfter(10, "other", undefined, 3)).toBeNull();
  });

  it("sets a count to the units found, none included, whatever way was chosen before", () => {
    expect(stockAfter(10, "count", null, 7)).toBe(7);
    expect(stockAfter(10, "count", "in", 0)).toBe(0);
  });

  it("says nothing without a reason or a whole number of units", () => {
    expect(stockAfter(10, null, null, 3)).toBeNull();
    expect(stockAfter(10, "damage", null, "")).toBeNull();
    expect(stockAfter(10, "damage", null, 1.5)).toBeNull();
    expect(stockAfter(10, "damage", null, -1)).toBeNull();
  });
});

describe("the adjust form's fields by reason", () => {
  it("asks which way only for correction and other", () => {
    expect(isDirectionAsked("correction")).toBe(true);
    expect(isDirectionAsked("other")).toBe(true);
    expect(isDirectionAsked("damage")).toBe(false);
    expect(isDirectionAsked("count")).toBe(false);
    expect(isDirectionAsked(null)).toBe(false);
  });

  it("reads the units as counted only for a count", () => {
    expect(isCount("count")).toBe(true);
    expect(isCount("received")).toBe(false);
    expect(isCount(null)).toBe(false);
  });
});

describe("what each branch will hold after a transfer", () => {
  it("takes the units from the branch they leave and adds them to the one they go to", () => {
    expect(transferAfter(10, 0, 4)).toEqual({ leaving: 6, receiving: 4 });
    expect(transferAfter(4, 7, 4)).toEqual({ leaving: 0, receiving: 11 });
  });

  it("goes below zero at the branch they leave when more are typed than it holds (the server refuses it)", () => {
    expect(transferAfter(3, 1, 5)).toEqual({ leaving: -2, receiving: 6 });
  });

  it("tells the branch they leave before the other is chosen", () => {
    expect(transferAfter(10, null, 4)).toEqual({ leaving: 6, receiving: null });
  });

  it("says nothing for either branch without a whole number of units", () => {
    const none = { leaving: null, receiving: null };
    expect(transferAfter(10, 0, "")).toEqual(none);
    expect(transferAfter(10, 0, 2.5)).toEqual(none);
    expect(transferAfter(10, 0, -1)).toEqual(none);
    expect(transferAfter(10, null, undefined)).toEqual(none);
  });
});
