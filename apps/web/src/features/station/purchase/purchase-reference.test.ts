import { describe, expect, it } from "vitest";
import { idempotencyKeyOf, newPurchaseReference, REFERENCE_PATTERN } from "./purchase-reference";

describe("purchase references", () => {
  it("starts with T and the time, then the random part, in the characters the API takes", () => {
    const reference = newPurchaseReference(Date.UTC(2026, 2, 9, 14, 5), () => "9f3a1b2c");
    expect(reference).toBe(`T${Date.UTC(2026, 2, 9, 14, 5).toString(36).toUpperCase()}-9f3a1b2c`);
    expect(reference).toMatch(REFERENCE_PATTERN);
  });

  it("draws a new random part each time, and stays well under 80 characters", () => {
    const now = Date.now();
    const references = new Set(Array.from({ length: 200 }, () => newPurchaseReference(now)));
    expect(references.size).toBe(200);
    for (const reference of references) {
      expect(reference).toMatch(REFERENCE_PATTERN);
      expect(reference.length).toBeLessThanOrEqual(20);
    }
  });

  it("derives one key per request of the purchase, the same on every retry", () => {
    const reference = "TMB3K9Q1X-9f3a1b2c";
    expect(idempotencyKeyOf(reference, "authorise")).toBe("TMB3K9Q1X-9f3a1b2c:authorise");
    expect(idempotencyKeyOf(reference, "complete")).toBe("TMB3K9Q1X-9f3a1b2c:complete");
    expect(idempotencyKeyOf(reference, "void")).toBe("TMB3K9Q1X-9f3a1b2c:void");
    expect(idempotencyKeyOf(reference, "complete")).toBe(idempotencyKeyOf(reference, "complete"));
  });
});
