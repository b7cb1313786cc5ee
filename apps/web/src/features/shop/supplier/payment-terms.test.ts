import { describe, expect, it } from "vitest";
import { paymentTermsOf } from "./payment-terms";

describe("a supplier's payment terms as the list shows them", () => {
  it("reads no days as paid on delivery", () => {
    expect(paymentTermsOf(null)).toEqual({ key: "on_delivery" });
  });

  it("says one day apart from the others", () => {
    expect(paymentTermsOf(1)).toEqual({ key: "one_day" });
  });

  it("counts the days otherwise, up to a year and down to none", () => {
    expect(paymentTermsOf(30)).toEqual({ key: "days", days: 30 });
    expect(paymentTermsOf(365)).toEqual({ key: "days", days: 365 });
    expect(paymentTermsOf(0)).toEqual({ key: "days", days: 0 });
  });
});
