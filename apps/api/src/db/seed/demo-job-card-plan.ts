import { addDays, freeStarts, type JobCardStatus, type ServiceEmployee, type Span } from "@pitlane/domain";
import type { ProductLine } from "../../modules/shop/job-card/booking-checks.js";
import type { Busy, SlotClock } from "../../modules/shop/job-card/slot-context.js";
import { holdSlot, searchFor } from "../../modules/shop/job-card/slot-search.js";
import type { DemoClientVehicle } from "./demo-clients.js";
import { weighted } from "./demo-clients.js";
import type { SeededRandom } from "./demo-fleet-random.js";
import type { BranchMenu, DemoStock, MenuPackage } from "./demo-job-card-menu.js";

/** Two weeks back and two weeks ahead of the seeding day. */
const DAYS = Array.from({ length: 29 }, (_, i) => i - 14);

/** How often a service is booked, by its name in demo-catalog.ts; any other counts 1. */
const SERVICE_WEIGHTS: Record<string, number> = {
  "Oil change": 6,
  "Car wash": 5,
  "Wheel alignment": 3,
  "Wheel balancing": 3,
  "AC service and gas refill": 3,
  "Brake pad replacement": 2,
  "Engine tuning": 2,
  "Computer diagnostics": 2,
  "Battery check and replacement": 2,
};

const OIL_FILTER: Record<string, string> = { Toyota: "GF-OF-COROLLA", Honda: "GF-OF-CIVIC", Suzuki: "GF-OF-ALTO" };
const AIR_FILTER: Record<string, string> = { Toyota: "GF-AF-COROLLA", Honda: "GF-AF-CIVIC", Suzuki: "GF-AF-CULTUS" };
const BRAKE_PADS: Record<string, string> = { Toyota: "BOSCH-BP-COROLLA-F", Honda: "BOSCH-BP-CIVIC-F" };
const NOTES = [
  "Client will wait in the lounge",
  "Pick-up after 6 pm",
  "Rattle from the front left wheel",
  "AC not cooling enough",
  "Engine warning light on",
  "Second key with the receptionist",
];

export interface PlannedService {
  pair: ServiceEmployee;
  span: Span;
  packageId: string | null;
}

export interface PlannedCard {
  date: string;
  /** Days from the seeding day: negative in the past. */
  offset: number;
  branchId: string;
  vehicle: DemoClientVehicle;
  status: JobCardStatus;
  packages: MenuPackage[];
  services: PlannedService[];
  /** Every product line: a package's and those sold on their own. */
  products: ProductLine[];
  notes: string | null;
  showInspection: boolean;
}

export interface PlanContext {
  random: SeededRandom;
  menus: BranchMenu[];
  stock: DemoStock;
  vehicles: DemoClientVehicle[];
  today: { date: string; minute: number };
  interval: number;
}

function shuffled<T>(random: SeededRandom, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** The products a technician would fit with the service, by the vehicle's make: SKUs of demo-products.ts. */
function productsFor(random: SeededRandom, serviceName: string, make: string): string[] {
  const fitting = (table: Record<string, string>) => (table[make] ? [table[make]] : []);
  if (serviceName === "Oil change" && random.chance(0.7)) {
    return [random.pick(["SHELL-HX7-4L", "SHELL-HX7-4L", "TOTAL-Q9000-4L"]), ...fitting(OIL_FILTER)];
  }
  if (serviceName === "Engine tuning" && random.chance(0.4)) return fitting(AIR_FILTER);
  if (serviceName === "Brake pad replacement" && random.chance(0.8)) return fitting(BRAKE_PADS);
  if (serviceName === "Battery check and replacement" && random.chance(0.35)) {
    return [random.pick(["AGS-NS40", "AGS-NS60", "AGS-NS60", "AGS-NS70"])];
  }
  return [];
}

/**
 * Books the services one after another (a car is worked on by one pair at a time) with the first
 * technician who has room, through the booking's own slot search; a package is booked whole or not at all.
 */
function bookServices(ctx: PlanContext, menu: BranchMenu, date: string, serviceIds: string[], held: Busy) {
  const { random } = ctx;
  const clock: SlotClock = { interval: ctx.interval, isPast: false, notBefore: undefined };
  const booked: { pair: ServiceEmployee; span: Span }[] = [];
  let after = 0;
  for (const serviceId of serviceIds) {
    const providers = shuffled(
      random,
      menu.pairs.filter((p) => p.service_id === serviceId),
    );
    for (const pair of providers) {
      const search = searchFor(pair, date, menu.facts, held, clock);
      const starts = freeStarts(search);
      const later = starts.filter((start) => start >= after);
      const start = booked.length === 0 ? (starts.length ? random.pick(starts) : undefined) : later[0];
      if (start === undefined) continue;
      const span = { start, end: start + search.durationMinutes };
      holdSlot(held, menu.facts, pair, span);
      booked.push({ pair, span });
      after = span.end;
      break;
    }
  }
  return booked;
}

function statusOf(ctx: PlanContext, offset: number, services: PlannedService[]): JobCardStatus {
  if (offset < 0) return ctx.random.chance(0.1) ? "cancelled" : "completed";
  if (offset > 0) return ctx.random.chance(0.05) ? "cancelled" : "booked";
  const first = Math.min(...services.map((s) => s.span.start));
  const last = Math.max(...services.map((s) => s.span.end));
  if (last < ctx.today.minute) return "completed";
  return first <= ctx.today.minute ? "in_progress" : "booked";
}

function planCard(ctx: PlanContext, menu: BranchMenu, offset: number, vehicle: DemoClientVehicle, busy: Busy) {
  const { random, stock } = ctx;
  const date = addDays(ctx.today.date, offset);
  // Past cards that end up completed take their products out of stock, leaving one on the shelf; today's may yet.
  const mayTakeStock = offset <= 0;
  const fits = (p: ProductLine) => !mayTakeStock || stock.left(p.variantId, menu.branchId) > p.quantity;
  let pkg = menu.packages.length > 0 && random.chance(0.22) ? random.pick(menu.packages) : null;
  if (pkg && !pkg.products.every(fits)) pkg = null;
  const offered = [...new Set(menu.pairs.map((p) => p.service_id))];
  const serviceIds = pkg
    ? pkg.serviceIds
    : [
        ...new Set(
          Array.from({ length: random.chance(0.35) ? 2 : 1 }, () =>
            weighted(random, offered, (id) => SERVICE_WEIGHTS[menu.facts.services.get(id)?.name ?? ""] ?? 1),
          ),
        ),
      ];
  const held: Busy = { employees: new Map(busy.employees), resources: new Map(busy.resources) };
  const booked = bookServices(ctx, menu, date, serviceIds, held);
  if (booked.length === 0 || (pkg && booked.length !== serviceIds.length)) return null;
  const services = booked.map((b) => ({ ...b, packageId: pkg?.id ?? null }));
  const status = statusOf(ctx, offset, services);
  const products = [...(pkg?.products ?? [])];
  for (const { pair } of services) {
    const name = menu.facts.services.get(pair.service_id)?.name ?? "";
    for (const sku of productsFor(random, name, vehicle.make)) {
      const line = menu.variants.get(sku);
      if (!line || products.some((p) => p.variantId === line.variantId)) continue;
      const product = { ...line, quantity: 1, packageId: null };
      if (fits(product)) products.push(product);
    }
  }
  if (status === "completed" || offset === 0) {
    for (const p of products) stock.take(p.variantId, menu.branchId, p.quantity);
  }
  const card: PlannedCard = {
    date,
    offset,
    branchId: menu.branchId,
    vehicle,
    status,
    packages: pkg ? [pkg] : [],
    services,
    products,
    notes: random.chance(0.25) ? random.pick(NOTES) : null,
    showInspection: random.chance(0.2),
  };
  return { card, held };
}

/**
 * A month of job cards at each branch, around the seeding day: one to four a working day, each
 * vehicle once a day at most, every slot found free by the booking's own search, so no technician
 * is booked twice at once. Numbered in the order they are scheduled.
 */
export function planJobCards(ctx: PlanContext): PlannedCard[] {
  const cards: PlannedCard[] = [];
  for (const offset of DAYS) {
    let busy: Busy = { employees: new Map(), resources: new Map() };
    const seen = new Set<string>();
    for (const menu of ctx.menus) {
      const count = ctx.random.int(1, 4);
      for (let i = 0; i < count; i++) {
        const vehicle = ctx.random.pick(ctx.vehicles);
        if (seen.has(vehicle.id)) continue;
        const planned = planCard(ctx, menu, offset, vehicle, busy);
        if (!planned) continue;
        seen.add(vehicle.id);
        busy = planned.held;
        cards.push(planned.card);
      }
    }
  }
  const today = cards.filter((c) => c.offset === 0);
  // The client of the day's first booking dropped the car off early: something is always on the lifts.
  if (!today.some((c) => c.status === "in_progress")) {
    const first = today.filter((c) => c.status === "booked").sort((a, b) => startOf(a) - startOf(b))[0];
    if (first) first.status = "in_progress";
  }
  return cards.sort((a, b) => a.date.localeCompare(b.date) || startOf(a) - startOf(b));
}

export const startOf = (card: PlannedCard) => Math.min(...card.services.map((s) => s.span.start));
export const endOf = (card: PlannedCard) => Math.max(...card.services.map((s) => s.span.end));
