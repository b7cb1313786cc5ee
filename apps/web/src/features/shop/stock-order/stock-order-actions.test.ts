import { describe, expect, it } from "vitest";
import { stockOrderActionsOf } from "./stock-order-actions";

const order = (status: Parameters<typeof stockOrderActionsOf>[0]["status"], owed = 0) => ({ status, owed });

describe("what a stock order's page offers", () => {
  it("a draft: change it, place it or cancel it", () => {
    expect(stockOrderActionsOf(order("draft"), true)).toEqual({
      canSave: true,
      canPlace: true,
      canReceive: false,
      canCancel: true,
      canPay: false,
    });
  });

  it("an order placed or partly received: change it, receive goods or cancel it; pay what came", () => {
    expect(stockOrderActionsOf(order("ordered"), true)).toMatchObject({
      canSave: true,
      canPlace: false,
      canReceive: true,
      canCancel: true,
      canPay: false,
    });
    expect(stockOrderActionsOf(order("partly_received", 18800), true)).toMatchObject({
      canReceive: true,
      canCancel: true,
      canPay: true,
    });
  });

  it("a received or cancelled order: only a payment while something is owed", () => {
    for (const status of ["received", "cancelled"] as const) {
      expect(stockOrderActionsOf(order(status), true)).toEqual({
        canSave: false,
        canPlace: false,
        canReceive: false,
        canCancel: false,
        canPay: false,
      });
      expect(stockOrderActionsOf(order(status, 100), true).canPay).toBe(true);
    }
  });

  it("nothing to a role that may only look", () => {
    expect(Object.values(stockOrderActionsOf(order("ordered", 100), false))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
