import { describe, expect, it } from "vitest";
import { pdfFileName } from "../../../shared/api/download";
import { formatVatRate } from "./invoice-format";

describe("invoice figures", () => {
  it("shows the VAT rate as a percentage", () => {
    expect(formatVatRate(15, "en")).toBe("15%");
    expect(formatVatRate(12.5, "ar")).toBe("12.5%");
  });

  it("names the PDF by the invoice number and its language", () => {
    expect(pdfFileName("INV-000123", "ar")).toBe("INV-000123-ar.pdf");
  });
});
