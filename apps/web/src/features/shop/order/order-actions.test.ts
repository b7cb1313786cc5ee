import type { OrderDto } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { canEditShipment, orderStepsOf, timelineOf } from "./order-actions";

const all = { canChangeStatus: true, canAddShipment: true };
const shipment: OrderDto["shipment"] = {
  courier_company: "TCS",
  delivery_address: "12 Mall Road",
  estimated_delivery_date: null,
  remarks: null,
  tracking_number: null,
  updated_at: "2026-03-01T10:00:00.000Z",
};
const dates = {
  placed_at: "2026-03-01T09:00:00.000Z",
  confirmed_at: null,
  packed_at: null,
  dispatched_at: null,
  completed_at: null,
  cancelled_at: null,
};

describe("orderStepsOf", () => {
  it("offers the server's next statuses to a role that may change them", () => {
    expect(orderStepsOf({ next_statuses: ["confirmed", "cancelled"], shipment: null }, all)).toEqual([
      { status: "confirmed", asksShipment: false },
      { status: "cancelled", asksShipment: false },
    ]);
    expect(orderStepsOf({ next_statuses: ["confirmed"], shipment: null }, { ...all, canChangeStatus: false })).toEqual(
      [],
    );
  });

  it("asks for the shipment details before shipping an order that has none", () => {
    expect(orderStepsOf({ next_statuses: ["shipped"], shipment: null }, all)[0]?.asksShipment).toBe(true);
    expect(orderStepsOf({ next_statuses: ["shipped"], shipment }, all)[0]?.asksShipment).toBe(false);
    // A role that may not write them ships straight away, and meets the server's refusal.
    expect(orderStepsOf({ next_statuses: ["shipped"], shipment: null }, { ...all, canAddShipment: false })).toEqual([
      { status: "shipped", asksShipment: false },
    ]);
  });
});

describe("canEditShipment", () => {
  it("lets a delivery order's shipment change until the order is done", () => {
    expect(canEditShipment({ kind: "delivery", status: "packed" }, all)).toBe(true);
    expect(canEditShipment({ kind: "delivery", status: "shipped" }, all)).toBe(true);
    expect(canEditShipment({ kind: "delivery", status: "delivered" }, all)).toBe(false);
    expect(canEditShipment({ kind: "delivery", status: "cancelled" }, all)).toBe(false);
    expect(canEditShipment({ kind: "pickup", status: "packed" }, all)).toBe(false);
    expect(canEditShipment({ kind: "delivery", status: "packed" }, { ...all, canAddShipment: false })).toBe(false);
  });
});

describe("timelineOf", () => {
  it("follows a delivery order through shipping and delivery", () => {
    const steps = timelineOf({ kind: "delivery", status: "confirmed", ...dates, confirmed_at: "2026-03-01T10:00:00Z" });
    expect(steps.map((s) => s.key)).toEqual(["placed", "confirmed", "packed", "shipped", "delivered"]);
    expect(steps.map((s) => s.at !== null)).toEqual([true, true, false, false, false]);
  });

  it("follows a pickup order to its collection", () => {
    expect(timelineOf({ kind: "pickup", status: "placed", ...dates }).map((s) => s.key)).toEqual([
      "placed",
      "confirmed",
      "packed",
      "ready_for_pickup",
      "picked_up",
    ]);
  });

  it("ends a cancelled order with its cancellation, without the steps it never reached", () => {
    const steps = timelineOf({ kind: "pickup", status: "cancelled", ...dates, cancelled_at: "2026-03-02T08:00:00Z" });
    expect(steps).toEqual([
      { key: "placed", at: dates.placed_at },
      { key: "cancelled", at: "2026-03-02T08:00:00Z" },
    ]);
  });
});
