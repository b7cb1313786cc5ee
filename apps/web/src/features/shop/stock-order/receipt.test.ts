import { describe, expect, it } from "vitest";
import { everythingLeft, noReceipt, receiptOf } from "./receipt";

const lines = [
  { variant_id: "a", quantity: 10, received_quantity: 4 },
  { variant_id: "b", quantity: 5, received_quantity: 0 },
  { variant_id: "c", quantity: 3, received_quantity: 3 },
];

describe("the units a receipt takes in", () => {
  it("opens with nothing typed, and nothing to send", () => {
    expect(noReceipt(lines)).toEqual({ a: null, b: null, c: null });
    expect(receiptOf(lines, noReceipt(lines))).toEqual({ ok: false, reason: "nothing" });
  });

  it("fills everything left in one go, none for a line already complete", () => {
    expect(everythingLeft(lines)).toEqual({ a: 6, b: 5, c: 0 });
    expect(receiptOf(lines, everythingLeft(lines))).toEqual({
      ok: true,
      products: [
        { variant_id: "a", quantity: 6 },
        { variant_id: "b", quantity: 5 },
      ],
    });
  });

  it("sends only the lines with units, more than is left included (the server asks about it)", () => {
    expect(receiptOf(lines, { a: 8, b: "", c: 0 })).toEqual({ ok: true, products: [{ variant_id: "a", quantity: 8 }] });
  });

  it("names the line whose units are not a whole number", () => {
    expect(receiptOf(lines, { a: 2, b: 1.5 })).toEqual({ ok: false, reason: "not_whole", variant_id: "b" });
    expect(receiptOf(lines, { a: -1 })).toEqual({ ok: false, reason: "not_whole", variant_id: "a" });
    expect(receiptOf(lines, { a: "-" })).toEqual({ ok: false, reason: "not_whole", variant_id: "a" });
  });
});
