import { describe, expect, it } from "vitest";
import { DiscountType, type Discount } from "./discount.js";
import {
  billTotals,
  jobCardBillLines,
  paymentStatusOf,
  type BillLine,
  type JobCardBillInput,
} from "./invoice-totals.js";

// Money in minor units: SAR 100.00 is 10000. VAT in basis points: 10 % is 1000.
const none: Discount = { type: null, value: 0 };
const fixed = (value: number): Discount => ({ type: DiscountType.fixed, value });
const percent = (value: number): Discount => ({ type: DiscountType.percentage, value });
const line = (unitPriceMinor: number, more: Partial<BillLine> = {}): BillLine => ({
  unitPriceMinor,
  quantity: 1,
  discount: none,
  vatApplies: true,
  ...more,
});

describe("billTotals", () => {
  it("subtracts a fixed amount from each unit", () => {
    const totals = billTotals([line(10_000, { discount: fixed(1_500), quantity: 2 })], 0);
    expect(totals.lines).toEqual([{ grossMinor: 20_000, discountMinor: 3_000, netMinor: 17_000 }]);
    expect(totals.totalMinor).toBe(17_000);
  });

  it("subtracts a percent of each unit", () => {
    const totals = billTotals([line(8_000, { discount: percent(12.5), quantity: 3 })], 0);
    expect(totals.lines).toEqual([{ grossMinor: 24_000, discountMinor: 3_000, netMinor: 21_000 }]);
  });

  it("counts a line whose discount is larger than its price as zero, not below", () => {
    const totals = billTotals([line(1_000, { discount: fixed(2_500), quantity: 2 }), line(5_000)], 1000);
    expect(totals.lines[0]).toEqual({ grossMinor: 2_000, discountMinor: 2_000, netMinor: 0 });
    expect(totals).toMatchObject({ subtotalMinor: 7_000, discountMinor: 2_000, taxableMinor: 5_000, vatMinor: 500 });
    expect(totals.totalMinor).toBe(5_500);
  });

  it("adds VAT only on the lines it applies to", () => {
    const totals = billTotals([line(10_000), line(4_000, { vatApplies: false })], 1500);
    expect(totals).toEqual({
      lines: [
        { grossMinor: 10_000, discountMinor: 0, netMinor: 10_000 },
        { grossMinor: 4_000, discountMinor: 0, netMinor: 4_000 },
      ],
      subtotalMinor: 14_000,
      discountMinor: 0,
      taxableMinor: 10_000,
      vatMinor: 1_500,
      totalMinor: 15_500,
    });
  });

  it("rounds VAT once on the taxable sum, where rounding each line would lose a unit", () => {
    // 15 % of 3 is 0.45 per line, which rounds to 0 twice; 15 % of 6 is 0.9, which rounds to 1.
    const totals = billTotals([line(3), line(3)], 1500);
    expect(totals.vatMinor).toBe(1);
    expect(totals.totalMinor).toBe(7);
  });

  it("rounds a half away from zero", () => {
    expect(billTotals([line(25)], 1000).vatMinor).toBe(3);
    expect(billTotals([line(10)], 1500).vatMinor).toBe(2);
    expect(billTotals([line(14)], 1500).vatMinor).toBe(2);
    expect(billTotals([line(13)], 1500).vatMinor).toBe(2);
    expect(billTotals([line(3)], 1500).vatMinor).toBe(0);
  });

  it("takes a VAT rate with decimals", () => {
    // 7.25 % of 100.00
    expect(billTotals([line(10_000)], 725).vatMinor).toBe(725);
  });

  it("totals nothing to zero", () => {
    expect(billTotals([], 1000)).toMatchObject({ subtotalMinor: 0, vatMinor: 0, totalMinor: 0 });
  });
});

describe("paymentStatusOf", () => {
  it("is unpaid until something is paid, partial while some is owed, paid when nothing is", () => {
    expect(paymentStatusOf(10_000, 0)).toBe("unpaid");
    expect(paymentStatusOf(10_000, 1)).toBe("partial");
    expect(paymentStatusOf(10_000, 9_999)).toBe("partial");
    expect(paymentStatusOf(10_000, 10_000)).toBe("paid");
  });

  it("calls an invoice of nothing paid", () => {
    expect(paymentStatusOf(0, 0)).toBe("paid");
  });
});

describe("jobCardBillLines", () => {
  const input: JobCardBillInput = {
    packages: [{ packageId: "pkg-wash", name: "Full wash", priceMinor: 15_000 }],
    services: [
      {
        serviceId: "svc-oil",
        name: "Oil change",
        packageId: null,
        priceMinor: 8_000,
        discount: fixed(500),
        vatApplies: true,
      },
      {
        serviceId: "svc-rinse",
        name: "Rinse",
        packageId: "pkg-wash",
        priceMinor: 9_000,
        discount: none,
        vatApplies: true,
      },
      { serviceId: "svc-check", name: "Check", packageId: null, priceMinor: 2_000, discount: none, vatApplies: false },
    ],
    products: [
      { variantId: "var-wax", name: "Wax", packageId: "pkg-wash", quantity: 1, priceMinor: 4_000, discount: none },
      {
        variantId: "var-filter",
        name: "Filter",
        packageId: null,
        quantity: 2,
        priceMinor: 3_000,
        discount: percent(10),
      },
    ],
  };

  it("lists packages first, then the services and products chosen on their own", () => {
    expect(jobCardBillLines(input).map((l) => [l.kind, l.refId, l.name])).toEqual([
      ["package", "pkg-wash", "Full wash"],
      ["service", "svc-oil", "Oil change"],
      ["service", "svc-check", "Check"],
      ["product", "var-filter", "Filter"],
    ]);
  });

  it("prices a package by its own price, not by the services and products it brings", () => {
    const lines = jobCardBillLines(input);
    expect(lines[0]).toMatchObject({ unitPriceMinor: 15_000, quantity: 1, discount: none, vatApplies: true });
    // 150.00 + (80.00 - 5.00) + 20.00 + 2 x (30.00 - 10 %) = 299.00; VAT 10 % on all but the check.
    expect(billTotals(lines, 1000)).toMatchObject({ subtotalMinor: 31_000, discountMinor: 1_100, vatMinor: 2_790 });
    expect(billTotals(lines, 1000).totalMinor).toBe(32_690);
  });

  it("keeps each line's quantity, discount and VAT flag", () => {
    const [, oil, check, filter] = jobCardBillLines(input);
    expect(oil).toMatchObject({ quantity: 1, discount: fixed(500), vatApplies: true });
    expect(check).toMatchObject({ vatApplies: false });
    expect(filter).toMatchObject({ quantity: 2, unitPriceMinor: 3_000, discount: percent(10), vatApplies: true });
  });
});
