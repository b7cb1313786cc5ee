import { describe, expect, it } from "vitest";
import { invoiceNumber, jobCardNumber } from "./job-card-format";

describe("job card numbers", () => {
  it("number job cards and invoices with their prefixes and six digits", () => {
    expect(jobCardNumber(42)).toBe("JC-000042");
    expect(invoiceNumber(7)).toBe("INV-000007");
  });
});
