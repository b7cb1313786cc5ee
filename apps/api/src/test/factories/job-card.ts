import { DiscountType, clockOf, jobCardEndpoints, minutesOf, type JobCardDto } from "@pitlane/domain";
import { sql } from "drizzle-orm";
import { jobCards, serviceResources } from "../../db/schema/index.js";
import type { TestApp } from "../app.js";
import { createResource, createService } from "./catalog.js";
import { createClient, createClientVehicle } from "./client.js";
import { createBranch, createShop, type TestShop } from "./shop.js";
import { createMember, workingWeek } from "./team.js";

const DAY_MS = 86_400_000;

/**
 * A date `weekday` days after a Monday (0 Monday ... 6 Sunday) that lies at least two days ahead,
 * so it is in the future in every shop's time zone; `weeksLater` moves it on by whole weeks.
 */
export function upcomingDate(weekday = 0, weeksLater = 0): string {
  const day = new Date(Date.now() + 2 * DAY_MS);
  const toMonday = (8 - day.getUTCDay()) % 7;
  return new Date(day.getTime() + (toMonday + weekday + 7 * weeksLater) * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A branch where work can be booked, priced so totals are easy to check (minor units here):
 * - Ali Raza and Bilal Ahmed work there Monday and Tuesday 09:00-17:00 with a break 13:00-13:30,
 *   and both perform both services;
 * - Oil change 1,500.00 less 100.00 fixed, 60 min;
 * - Wheel alignment 800.00 less 10 %, 45 min, on the branch's only lift, with a checklist;
 * - a client, Ahmed Khan, with a Toyota Corolla at 42,000 km (his identity number is unique in
 *   the shop, so one bookable branch per shop).
 */
export async function createBookableBranch(t: TestApp, shop?: TestShop) {
  const owner = shop ?? (await createShop(t));
  const shopId = owner.shopId;
  const branch = await createBranch(t, shopId, { branchNameEnglish: "Gulberg", branchNameArabic: "جلبرج" });
  const branchIds = [branch.id];
  const ali = await createMember(t, shopId, { name: "Ali Raza", weeklySchedule: workingWeek(), branchIds });
  const bilal = await createMember(t, shopId, { name: "Bilal Ahmed", weeklySchedule: workingWeek(), branchIds });
  const memberIds = [ali.id, bilal.id];
  const oilChange = await createService(t, shopId, {
    name: "Oil change",
    priceMinor: 150_000,
    discountType: DiscountType.fixed,
    discountValue: 10_000,
    durationMinutes: 60,
    checklist: ["Oil level", "Oil filter"],
    branchIds,
    memberIds,
  });
  const alignment = await createService(t, shopId, {
    name: "Wheel alignment",
    priceMinor: 80_000,
    discountType: DiscountType.percentage,
    discountValue: 1_000,
    durationMinutes: 45,
    checklist: ["Tyre pressure", "Oil level"],
    branchIds,
    memberIds,
  });
  const lift = await createResource(t, shopId, branch.id, { name: "Lift", quantity: 1 });
  await t.db.insert(serviceResources).values({ shopId, serviceId: alignment.id, resourceId: lift.id, quantity: 1 });
  const client = await createClient(t, shopId, { name: "Ahmed Khan", identityNumber: "3520212345671" });
  const vehicle = await createClientVehicle(t, shopId, client.id, { odometer: 42_000 });
  return { shop: owner, branch, ali, bilal, oilChange, alignment, lift, client, vehicle };
}

export type BookableBranch = Awaited<ReturnType<typeof createBookableBranch>>;

/** Ali's free oil-change starts on the coming Monday, as the booking form would show them. */
export async function aliStarts(t: TestApp, b: BookableBranch): Promise<string[]> {
  const res = await t.api.call(jobCardEndpoints.timeSlots, {
    token: b.shop.token,
    body: {
      date: upcomingDate(),
      branch_id: b.branch.id,
      serviceEmployeeMap: [{ service_id: b.oilChange.id, employee_id: b.ali.id }],
    },
  });
  return res.body.result[0]?.slots.map((slot) => slot.start_time) ?? [];
}

/** A bare job card of a shop (a branch, a client and a vehicle, no lines), inserted directly; answers its id. */
export async function createJobCardRow(
  t: TestApp,
  shopId: string,
  overrides: Partial<typeof jobCards.$inferInsert> = {},
) {
  const client = await createClient(t, shopId);
  const vehicle = await createClientVehicle(t, shopId, client.id);
  const branch = await createBranch(t, shopId);
  const [row] = await t.db
    .insert(jobCards)
    .values({
      shopId,
      number: sql`(select coalesce(max(${jobCards.number}), 0) + 1 from ${jobCards} where ${jobCards.shopId} = ${shopId})`,
      clientId: client.id,
      vehicleId: vehicle.id,
      branchId: branch.id,
      scheduledDate: upcomingDate(),
      ...overrides,
    })
    .returning({ id: jobCards.id });
  if (!row) throw new Error("no job card");
  return row.id;
}

interface Booking {
  service: { id: string };
  employee: { id: string };
  start: string;
}

/** The pairs and slots of a job-card body, from bookings such as `{ service: b.oilChange, employee: b.ali, start: "09:00" }`. */
export function pairsOf(bookings: Booking[]) {
  return {
    pairs: bookings.map((s) => ({ service_id: s.service.id, employee_id: s.employee.id })),
    slots: bookings.map((s) => ({ service_id: s.service.id, employee_id: s.employee.id, start_time: s.start })),
  };
}

/** A valid job-card post: Ali's oil change at 09:00 on the coming Monday; tests override what they are about. */
export const jobCardBody = (b: BookableBranch, overrides: Record<string, unknown> = {}) => ({
  client_id: b.client.id,
  vehicle_id: b.vehicle.id,
  branch_id: b.branch.id,
  date: upcomingDate(),
  ...pairsOf([{ service: b.oilChange, employee: b.ali, start: "09:00" }]),
  ...overrides,
});

/** Creates a job card through the API as the shop's owner and answers it. */
export async function bookJobCard(
  t: TestApp,
  b: BookableBranch,
  overrides: Record<string, unknown> = {},
): Promise<JobCardDto> {
  const res = await t.api.call(jobCardEndpoints.create, { token: b.shop.token, body: jobCardBody(b, overrides) });
  if (res.status !== 200) throw new Error(`job-card post answered ${res.status}: ${res.body.message}`);
  return res.body.result;
}

/** The starts from `from` to `to` inclusive every `step` minutes: ["09:00", "09:15", ...]. */
export function startsBetween(from: string, to: string, step = 15): string[] {
  const starts: string[] = [];
  for (let m = minutesOf(from) ?? 0; m <= (minutesOf(to) ?? 0); m += step) starts.push(clockOf(m));
  return starts;
}

/** The update body that keeps a job card as it is: its lines, slots, odometer, inspection and notes. */
export function keptBody(card: JobCardDto) {
  const pairOf = (s: JobCardDto["services"][number]) => ({ service_id: s.service_id, employee_id: s.employee_id });
  return {
    odometer: card.odometer,
    package_ids: card.packages.map((p) => p.package_id),
    pairs: card.services.map(pairOf),
    products: card.products
      .filter((p) => p.package_id === null)
      .map((p) => ({ variant_id: p.variant_id, quantity: p.quantity })),
    slots: card.services.flatMap((s) =>
      s.appointment ? [{ ...pairOf(s), start_time: s.appointment.start_time }] : [],
    ),
    show_inspection: card.show_inspection,
    inspection_provider_id: card.inspection_provider_id,
    notes: card.notes,
  };
}
