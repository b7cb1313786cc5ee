import {
  authEndpoints,
  clientEndpoints,
  invoiceEndpoints,
  normalizeIdentityNumber,
  paymentStatusOf,
  scheduleSpansFor,
  todayIn,
  type WeeklySchedule,
} from "@pitlane/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { createPinHasher, loadPinSecret } from "../../platform/pin-hash.js";
import { useTestApp } from "../../test/app.js";
import { expectDailySalesAsRebuilt } from "../../test/daily-sales.js";
import {
  appointments,
  clientVehicles,
  clients,
  invoices,
  jobCardPackages,
  jobCardProducts,
  jobCardServices,
  jobCards,
  payments,
  serviceBranches,
  shopDailySales,
  serviceMembers,
  shopCounters,
  shopUsers,
  shops,
  stockMovements,
  teamMemberBranches,
  variantStock,
} from "../schema/index.js";
import { DEMO_SHOP, seedDemoData } from "./demo.js";

const t = useTestApp();
beforeAll(async () => {
  expect(await seedDemoData(t.db, createPinHasher(loadPinSecret(t.config)))).toBe(true);
});

const LIVE = ["booked", "in_progress"];
const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);

async function today() {
  const [shop] = await t.db.select().from(shops);
  if (!shop) throw new Error("no demo shop");
  return todayIn(shop.timeZone);
}

describe("the demo front desk", () => {
  it("has 200 clients, each with a vehicle, and valid identity numbers none of which repeat", async () => {
    const [rows, vehicles] = await Promise.all([t.db.select().from(clients), t.db.select().from(clientVehicles)]);
    expect(rows).toHaveLength(200);
    for (const c of rows) expect(vehicles.filter((v) => v.clientId === c.id).length, c.name).toBeGreaterThan(0);
    const numbers = rows.flatMap((c) => (c.identityNumber ? [c.identityNumber] : []));
    expect(numbers.length).toBeGreaterThan(50);
    for (const n of numbers) expect(normalizeIdentityNumber(n)).toMatch(/^\d{13}$/);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(new Set(vehicles.map((v) => v.plate.toLowerCase())).size).toBe(vehicles.length);
    for (const v of vehicles) expect(v.plate).toMatch(/^[A-Z]{3}-\d{4}$/);
  });

  it("has job cards in the past, today and ahead, past ones mostly completed, upcoming ones booked", async () => {
    const [rows, day] = [await t.db.select().from(jobCards), await today()];
    const past = rows.filter((c) => c.scheduledDate < day);
    const ahead = rows.filter((c) => c.scheduledDate > day);
    expect(past.length).toBeGreaterThan(20);
    expect(ahead.length).toBeGreaterThan(20);
    expect(past.filter((c) => c.status === "completed").length).toBeGreaterThan(past.length / 2);
    expect(past.some((c) => c.status === "cancelled")).toBe(true);
    expect(past.every((c) => c.status === "completed" || c.status === "cancelled")).toBe(true);
    expect(ahead.every((c) => c.status === "booked" || c.status === "cancelled")).toBe(true);
    expect(rows.map((c) => c.number).sort((a, b) => a - b)).toEqual(rows.map((_, i) => i + 1));
    const [counter] = await t.db.select().from(shopCounters);
    expect(counter?.lastJobCardNumber).toBe(rows.length);
    const [packaged, sold] = await Promise.all([
      t.db.select().from(jobCardPackages),
      t.db.select().from(jobCardProducts),
    ]);
    expect(packaged.length).toBeGreaterThan(0);
    expect(sold.filter((p) => p.packageId === null).length).toBeGreaterThan(0);
  });

  it("books pairs the branch accepts, inside each technician's hours, never two at once", async () => {
    const [booked, pairs, offered, performs, worksAt, people] = await Promise.all([
      t.db.select().from(appointments),
      t.db.select().from(jobCardServices),
      t.db.select().from(serviceBranches),
      t.db.select().from(serviceMembers),
      t.db.select().from(teamMemberBranches),
      t.db.select().from(shopUsers),
    ]);
    expect(booked.length).toBe(pairs.length);
    for (const a of booked) {
      expect(offered).toContainEqual({ shopId: a.shopId, serviceId: a.serviceId, branchId: a.branchId });
      expect(performs).toContainEqual({ shopId: a.shopId, serviceId: a.serviceId, userId: a.employeeId });
      expect(worksAt).toContainEqual({ shopId: a.shopId, userId: a.employeeId, branchId: a.branchId });
      const schedule: WeeklySchedule = people.find((p) => p.id === a.employeeId)?.weeklySchedule ?? [];
      const { work, breaks } = scheduleSpansFor(schedule, a.appointmentDate);
      expect(work.some((w) => w.start <= a.startMinute && a.endMinute <= w.end)).toBe(true);
      expect(breaks.some((b) => b.start < a.endMinute && a.startMinute < b.end)).toBe(false);
    }
    const live = booked.filter((a) => LIVE.includes(a.status));
    expect(live.length).toBeGreaterThan(0);
    for (const a of live) {
      const clash = live.filter(
        (b) =>
          b.id !== a.id &&
          b.employeeId === a.employeeId &&
          b.appointmentDate === a.appointmentDate &&
          b.startMinute < a.endMinute &&
          a.startMinute < b.endMinute,
      );
      expect(clash).toEqual([]);
    }
  });

  it("issues exactly one invoice per completed job card, numbered 1 to n without gaps", async () => {
    const [cards, bills] = await Promise.all([t.db.select().from(jobCards), t.db.select().from(invoices)]);
    for (const c of cards) {
      expect(bills.filter((b) => b.jobCardId === c.id)).toHaveLength(c.status === "completed" ? 1 : 0);
    }
    expect(bills.map((b) => b.number).sort((a, b) => a - b)).toEqual(bills.map((_, i) => i + 1));
    const [counter] = await t.db.select().from(shopCounters);
    expect(counter?.lastInvoiceNumber).toBe(bills.length);
    for (const b of bills) expect(b.totalMinor).toBe(b.subtotalMinor - b.discountMinor + b.vatMinor);
    // The customer orders' invoices are numbered among them (demo-orders.test.ts).
    for (const b of bills.filter((bill) => bill.jobCardId)) {
      const card = cards.find((c) => c.id === b.jobCardId);
      expect(b.issuedAt.getTime()).toBe(card?.completedAt?.getTime());
    }
  });

  it("has invoices in every payment status, one voided, each paid amount the sum of its payments", async () => {
    const [bills, paid] = await Promise.all([t.db.select().from(invoices), t.db.select().from(payments)]);
    const open = bills.filter((b) => !b.voidedAt);
    for (const status of ["unpaid", "partial", "paid"]) {
      expect(open.filter((b) => b.paymentStatus === status).length, status).toBeGreaterThan(0);
    }
    const voided = bills.filter((b) => b.voidedAt);
    expect(voided).toHaveLength(1);
    expect(voided[0]?.paidMinor).toBe(0);
    for (const b of bills) {
      const own = paid.filter((p) => p.invoiceId === b.id);
      expect(sum(own.map((p) => p.amountMinor)), `INV ${b.number}`).toBe(b.paidMinor);
      expect(b.paymentStatus).toBe(paymentStatusOf(b.totalMinor, b.paidMinor));
      for (const p of own) expect(p.paidAt.getTime()).toBeGreaterThanOrEqual(b.issuedAt.getTime());
    }
    expect(paid.every((p) => p.paidAt.getTime() <= Date.now())).toBe(true);
  });

  it("takes sold products out of stock, gives a voided invoice's back, and never goes below zero", async () => {
    const [moves, stock, bills] = await Promise.all([
      t.db.select().from(stockMovements),
      t.db.select().from(variantStock),
      t.db.select().from(invoices),
    ]);
    expect(moves.filter((m) => m.reason === "sale").length).toBeGreaterThan(10);
    const voided = bills.find((b) => b.voidedAt);
    const voidedMoves = moves.filter((m) => m.invoiceId === voided?.id);
    expect(sum(voidedMoves.map((m) => m.quantityChange))).toBe(0);
    for (const s of stock) expect(s.quantity).toBeGreaterThan(0);
  });
});

describe("the demo front desk through the API", () => {
  async function ownerToken() {
    const res = await t.api.call(authEndpoints.login, {
      body: { email: DEMO_SHOP.email, password: DEMO_SHOP.password },
    });
    expect(res.status, res.body.message).toBe(200);
    return res.body.result.token;
  }

  it("sums its invoices, payments and orders into the dashboard's daily sales", async () => {
    const [shop] = await t.db.select().from(shops);
    if (!shop) throw new Error("no demo shop");
    const days = await t.db.select().from(shopDailySales);
    expect(days.filter((d) => d.jobCardSalesMinor > 0).length).toBeGreaterThan(10);
    expect(sum(days.map((d) => d.paidMinor))).toBeGreaterThan(0);
    await expectDailySalesAsRebuilt(t, shop.id);
  });

  it("finds a client by part of the name and by a phone fragment", async () => {
    const token = await ownerToken();
    const [client] = await t.db.select().from(clients).limit(1);
    const surname = client?.name.split(" ")[1] ?? "";
    const byName = await t.api.call(clientEndpoints.list, { token, query: { page: 1, limit: 50, search: surname } });
    expect(byName.status).toBe(200);
    expect(byName.body.result.items.map((c) => c._id)).toContain(client?.id);
    const digits = client?.phone.replace(/\D/g, "").slice(-6) ?? "";
    const byPhone = await t.api.call(clientEndpoints.list, { token, query: { page: 1, limit: 50, search: digits } });
    expect(byPhone.body.result.items.map((c) => c._id)).toContain(client?.id);
  });

  it("lists partly paid invoices with their balance", async () => {
    const token = await ownerToken();
    const res = await t.api.call(invoiceEndpoints.list, {
      token,
      query: { page: 1, limit: 50, payment_status: "partial" },
    });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.result.total).toBeGreaterThan(0);
    for (const inv of res.body.result.items) {
      expect(inv.paid).toBeGreaterThan(0);
      expect(inv.balance).toBeCloseTo(inv.total - inv.paid, 2);
    }
  });
});
