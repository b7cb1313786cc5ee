import { describe, expect, it } from "vitest";
import {
  hasReceipts,
  lineNameOf,
  lineTotal,
  newLineOf,
  type OrderLineValues,
  orderTotal,
  remainingOf,
  withLine,
  withLineChange,
  withoutLine,
} from "./order-lines";

const line = (
  variant_id: string,
  quantity: OrderLineValues["quantity"],
  unit_cost: OrderLineValues["unit_cost"],
  received_quantity = 0,
): OrderLineValues => ({
  variant_id,
  name: `Brake pads (${variant_id})`,
  sku: null,
  quantity,
  unit_cost,
  received_quantity,
});

describe("a stock order's totals as the form types them", () => {
  it("multiplies units by the unit cost in minor units, so cents add up exactly", () => {
    expect(lineTotal(line("a", 3, 0.1))).toBe(0.3);
    expect(lineTotal(line("a", 10, 4700))).toBe(47000);
    expect(orderTotal([line("a", 3, 0.1), line("b", 7, 0.2)])).toBe(1.7);
  });

  it("counts a line still being typed for nothing rather than a guess", () => {
    expect(lineTotal(line("a", null, 100))).toBeNull();
    expect(lineTotal(line("a", 2, ""))).toBeNull();
    expect(lineTotal(line("a", 1.5, 100))).toBeNull();
    expect(lineTotal(line("a", "-", 100))).toBeNull();
    expect(orderTotal([line("a", null, 100), line("b", 2, 50)])).toBe(100);
  });

  it("is nothing for an order without lines", () => {
    expect(orderTotal([])).toBe(0);
  });
});

describe("what a line has left to receive", () => {
  it("is what was ordered less what came", () => {
    expect(remainingOf({ quantity: 10, received_quantity: 0 })).toBe(10);
    expect(remainingOf({ quantity: 10, received_quantity: 4 })).toBe(6);
    expect(remainingOf({ quantity: 10, received_quantity: 10 })).toBe(0);
  });

  it("is never below none once more came than was ordered", () => {
    expect(remainingOf({ quantity: 10, received_quantity: 12 })).toBe(0);
  });
});

describe("a picked variant's name, as the server names its lines", () => {
  it("is the product with the variant in brackets", () => {
    expect(lineNameOf({ product_name: "Brake pads", variant_name: "Rear, Honda Civic" })).toBe(
      "Brake pads (Rear, Honda Civic)",
    );
  });

  it("is the product alone when its variant carries the same name", () => {
    expect(lineNameOf({ product_name: "Coolant", variant_name: "Coolant" })).toBe("Coolant");
  });
});

describe("the lines as the form changes them", () => {
  const received = line("a", 10, 4700, 4);
  const open = line("b", 2, 500);

  it("adds a picked variant once, one unit at its cost (none recorded reads as 0)", () => {
    const picked = newLineOf({ variant_id: "c", name: "Oil filter (Civic)", sku: "GF-OF-CIVIC", unit_cost: 650 });
    expect(picked).toMatchObject({ quantity: 1, unit_cost: 650, received_quantity: 0 });
    expect(newLineOf({ variant_id: "d", name: "x", sku: null, unit_cost: null }).unit_cost).toBe(0);
    expect(withLine([open], picked)).toHaveLength(2);
    expect(withLine([open], { ...open, quantity: 9 })).toEqual([open]);
  });

  it("keeps a line with units received: its quantity and cost, and on the order", () => {
    expect(withLineChange([received, open], "a", { quantity: 20 })).toEqual([received, open]);
    expect(withLineChange([received, open], "b", { unit_cost: 450 })[1]).toMatchObject({ unit_cost: 450 });
    expect(withoutLine([received, open], "a")).toEqual([received, open]);
    expect(withoutLine([received, open], "b")).toEqual([received]);
  });

  it("tells whether anything was received, which fixes the supplier and the branch", () => {
    expect(hasReceipts([open])).toBe(false);
    expect(hasReceipts([open, received])).toBe(true);
  });
});
