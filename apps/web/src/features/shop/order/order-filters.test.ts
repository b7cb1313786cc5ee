import { OrderListQuery } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { ORDER_TABS, isOrderListFiltered, kindOf, orderTabOf, statusOfTab } from "./order-filters";

const query = (raw: Record<string, unknown> = {}) => OrderListQuery.parse(raw);

describe("order list filters", () => {
  it("offers every order, then each status in the order's life", () => {
    expect(ORDER_TABS).toEqual([
      "all",
      "placed",
      "confirmed",
      "packed",
      "shipped",
      "ready_for_pickup",
      "delivered",
      "picked_up",
      "cancelled",
    ]);
  });

  it("reads the tab from the query and the status from the tab", () => {
    expect(orderTabOf(query())).toBe("all");
    expect(orderTabOf(query({ status: "packed" }))).toBe("packed");
    expect(statusOfTab("all")).toBeUndefined();
    expect(statusOfTab("cancelled")).toBe("cancelled");
    expect(statusOfTab("nonsense")).toBeUndefined();
  });

  it("reads the kind filter, none for anything else", () => {
    expect(kindOf("pickup")).toBe("pickup");
    expect(kindOf(null)).toBeUndefined();
    expect(kindOf("courier")).toBeUndefined();
  });

  it("tells a filtered list from an empty one", () => {
    expect(isOrderListFiltered(query())).toBe(false);
    expect(isOrderListFiltered(query({ search: "ORD-12" }))).toBe(true);
    expect(isOrderListFiltered(query({ kind: "delivery" }))).toBe(true);
    expect(isOrderListFiltered(query({ from: "2026-01-01", to: "2026-01-31" }))).toBe(true);
  });
});
