import { addDays, weekDayOf, type OrderKind, type OrderStatus } from "@pitlane/domain";
import type { SeededRandom } from "./demo-fleet-random.js";
import type { Moment } from "./demo-stock-order-plan.js";

/** The shop's working day, as its team's schedules have it: Monday to Saturday, 09:00 to 18:00. */
const OPENS = 9 * 60;
const WORKING_MINUTES = 9 * 60;
/** Working days of orders, counted back from the day before the seeding day. */
const ORDER_DAYS = 26;

/** A step of an order's life after it was placed, when it happened. */
export interface OrderStep {
  status: OrderStatus;
  at: Moment;
}

export type OrderPayment = "paid" | "partial" | "unpaid";

export interface PlannedCustomerOrder {
  kind: OrderKind;
  branch: "gulberg" | "modelTown";
  placed: Moment;
  /** In order; the last is where the order stands. */
  steps: OrderStep[];
  cancelReason?: string;
  /** A pickup order's day and time the client comes. */
  pickup?: Moment;
  /** A delivery order's shipment details, entered at `at` (after packing, before shipping). */
  shipment?: { at: Moment; courier: string; tracking: string; estimatedDay: number; remarks: string | null };
  /** What the client paid on the invoice of a delivered or picked-up order. */
  payment?: OrderPayment;
  notes: string | null;
}

/** Where the newest orders stand, newest first: every open status of both kinds, a packed one with its courier booked. */
const OPEN: [OrderKind, OrderStatus, boolean?][] = [
  ["delivery", "placed"],
  ["pickup", "placed"],
  ["delivery", "confirmed"],
  ["pickup", "confirmed"],
  ["delivery", "packed", true],
  ["pickup", "packed"],
  ["delivery", "packed"],
  ["pickup", "ready_for_pickup"],
  ["delivery", "shipped"],
  ["delivery", "shipped"],
  ["pickup", "ready_for_pickup"],
];

/** Cancellations among the older orders: three before confirming, one after, one parcel sent back. */
const CANCELLED: { after: "placed" | "confirmed" | "shipped"; reason: string }[] = [
  { after: "placed", reason: "Client ordered the wrong filter; placing a new order." },
  { after: "placed", reason: "Client bought it elsewhere." },
  { after: "placed", reason: "Could not reach the client to confirm." },
  { after: "confirmed", reason: "Client sold the car; the parts are no longer needed." },
  { after: "shipped", reason: "Refused at the door; the courier returned the parcel." },
];

const COURIERS: [name: string, tracking: (random: SeededRandom) => string][] = [
  ["TCS", (random) => `77${random.digits(10)}`],
  ["Leopards Courier", (random) => `LE${random.digits(9)}`],
  ["M&P", (random) => `MP${random.digits(10)}`],
  ["Trax", (random) => `20${random.digits(10)}`],
];
const REMARKS = ["Call before delivery", "Oil cans: keep upright", "Leave with the guard if no one is home"];
const NOTES = ["Deliver after 5 pm", "Client will send his driver", "Call on arrival", "Needs the invoice by e-mail"];

/**
 * Working minutes: minutes of the shop's working days counted from the seeding day's opening (the
 * days before are negative), so a step "some hours later" lands in working hours on a working day.
 */
function workingClock(today: string) {
  const days = new Map<number, number>();
  const dayOf = (index: number): number => {
    const known = days.get(index);
    if (known !== undefined) return known;
    let offset = index < 0 ? dayOf(index + 1) - 1 : index === 0 ? 0 : dayOf(index - 1) + 1;
    while (weekDayOf(addDays(today, offset)) === "Sunday") offset += index < 0 ? -1 : 1;
    days.set(index, offset);
    return offset;
  };
  return {
    /** The moment of a working minute. */
    momentOf(minute: number): Moment {
      const index = Math.floor(minute / WORKING_MINUTES);
      const clock = OPENS + minute - index * WORKING_MINUTES;
      const time = `${String(Math.floor(clock / 60)).padStart(2, "0")}:${String(clock % 60).padStart(2, "0")}`;
      return [dayOf(index), time as Moment[1]];
    },
    dayOf,
  };
}

/** The statuses an order passes through to reach `target`, from placed on. */
function pathTo(kind: OrderKind, target: OrderStatus): OrderStatus[] {
  const life: OrderStatus[] =
    kind === "delivery"
      ? ["confirmed", "packed", "shipped", "delivered"]
      : ["confirmed", "packed", "ready_for_pickup", "picked_up"];
  return target === "placed" ? [] : life.slice(0, life.indexOf(target) + 1);
}

/** The working minute of each step after `placed`: a few hours apart, a courier's two to three days. */
function timesOf(random: SeededRandom, path: OrderStatus[], placed: number) {
  const at = new Map<OrderStatus, number>();
  let last = placed;
  for (const status of path) {
    const wait =
      status === "confirmed"
        ? random.int(15, 180)
        : status === "packed"
          ? random.int(60, 600)
          : status === "shipped" || status === "ready_for_pickup"
            ? random.int(30, 240)
            : status === "delivered"
              ? random.int(2, 3) * WORKING_MINUTES + random.int(-120, 120)
              : // Picked up on the half hour the client said they would come.
                Math.ceil((last + random.int(60, 1200)) / 30) * 30 - last;
    last += wait;
    at.set(status, last);
  }
  return at;
}

/** Most completed orders are paid, some in part, a few not yet; each kind at least once. */
function paymentsOf(random: SeededRandom, count: number): OrderPayment[] {
  const fates = Array.from({ length: count }, (): OrderPayment => {
    const roll = random.next();
    return roll < 0.15 ? "unpaid" : roll < 0.35 ? "partial" : "paid";
  });
  for (const [n, needed] of (["unpaid", "partial"] as const).entries()) {
    if (count > n + 1 && !fates.includes(needed)) fates[n] = needed;
  }
  return fates;
}

/**
 * A month of customer orders (decision 0054) before the seeding day, one to three a working day in
 * its working hours, oldest first: the newest in every open status (OPEN), the older ones delivered
 * or picked up but for five cancelled (CANCELLED), every step a few working hours after the one
 * before and none later than the day before seeding. The same on every seeding day of a weekday.
 */
export function planCustomerOrders(random: SeededRandom, today: string): PlannedCustomerOrder[] {
  const clock = workingClock(today);
  const placedAt: number[] = [];
  for (let day = -ORDER_DAYS; day < 0; day++) {
    const count = random.pick([1, 2, 2, 2, 3]);
    for (let n = 0; n < count; n++) placedAt.push(day * WORKING_MINUTES + random.int(30, WORKING_MINUTES - 30));
  }
  placedAt.sort((a, b) => b - a);
  const older = placedAt.length - OPEN.length;
  const cancelAt = new Map<number, (typeof CANCELLED)[number]>();
  for (const c of CANCELLED) {
    let index: number;
    do index = OPEN.length + random.int(0, older - 1);
    while (cancelAt.has(index));
    cancelAt.set(index, c);
  }
  const completed = placedAt.length - OPEN.length - CANCELLED.length;
  const payments = paymentsOf(random, completed);
  const plans = placedAt.map((placed, n): PlannedCustomerOrder => {
    const open = OPEN[n];
    const cancel = cancelAt.get(n);
    const kind: OrderKind = open?.[0] ?? (cancel?.after === "shipped" || random.chance(0.6) ? "delivery" : "pickup");
    const target: OrderStatus = open?.[1] ?? cancel?.after ?? (kind === "delivery" ? "delivered" : "picked_up");
    const path = pathTo(kind, target);
    const at = timesOf(random, path, placed);
    if (cancel) {
      const from = at.get(target) ?? placed;
      const wait = cancel.after === "shipped" ? random.int(2, 4) * WORKING_MINUTES : random.int(30, 600);
      at.set("cancelled", from + wait);
      path.push("cancelled");
    }
    // Whatever happened did so by the day before seeding: a late start moves the whole order earlier,
    // by whole half hours so a pickup stays on the half hour.
    const last = Math.max(placed, ...at.values());
    const shift = last >= 0 ? Math.ceil((last + 1) / 30) * 30 + 30 * random.int(0, 2) : 0;
    const moment = (minute: number) => clock.momentOf(minute - shift);
    const shipped = at.get("shipped");
    const packed = at.get("packed");
    const booked = kind === "delivery" && packed !== undefined && (shipped !== undefined || open?.[2] === true);
    const shipmentAt = booked ? Math.min(packed + random.int(5, 60), (shipped ?? Infinity) - 5) : null;
    const [courier, tracking] = random.pick(COURIERS);
    const pickedUp = at.get("picked_up");
    return {
      kind,
      branch: random.chance(0.55) ? "gulberg" : "modelTown",
      placed: moment(placed),
      steps: path.map((status) => ({ status, at: moment(at.get(status) ?? placed) })),
      ...(cancel && { cancelReason: cancel.reason }),
      ...(kind === "pickup" && {
        // Picked up when the client came; an open one comes today or on the next working day; a
        // cancelled one was to come a working day after it was placed.
        pickup:
          pickedUp !== undefined
            ? moment(pickedUp)
            : open
              ? ([clock.dayOf(random.int(0, 1)), random.pick(["10:30", "12:00", "15:30", "17:00"])] as Moment)
              : moment(Math.ceil((placed + WORKING_MINUTES) / 30) * 30),
      }),
      ...(shipmentAt !== null && {
        shipment: {
          at: moment(shipmentAt),
          courier,
          tracking: tracking(random),
          estimatedDay: clock.dayOf(Math.floor((shipmentAt - shift) / WORKING_MINUTES) + 3),
          remarks: random.chance(0.4) ? random.pick(REMARKS) : null,
        },
      }),
      ...(!open && !cancel && { payment: payments.shift() ?? "paid" }),
      notes: random.chance(0.25) ? random.pick(NOTES) : null,
    };
  });
  return plans.sort((a, b) => a.placed[0] - b.placed[0] || a.placed[1].localeCompare(b.placed[1]));
}
