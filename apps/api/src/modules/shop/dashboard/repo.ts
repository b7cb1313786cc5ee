import { and, count, desc, eq, gte, isNull, lte, ne, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.js";
import {
  appointments,
  branches,
  cities,
  clients,
  shopDailySales,
  shopUsers,
  shops,
  teamMemberBranches,
} from "../../../db/schema/index.js";
import { isOwned } from "../../../db/ownership.js";
import { tenantRow } from "../../../db/tenant-row.js";

/** The days of a period (the shop's dates, both included) and the branch it is narrowed to. */
export interface DashboardScope {
  shopId: string;
  branchId: string | null;
  from: string;
  to: string;
}

const r = shopDailySales;
const sumOf = (column: AnyPgColumn) => sql<number>`sum(${column})`.mapWith(Number);
const sales = sql<number>`sum(${r.jobCardSalesMinor} + ${r.orderSalesMinor})`.mapWith(Number);

/** The rollup rows of the scope's shop (and branch); `within` keeps the days of the period. */
function rollupOf(s: DashboardScope, from: string | null, to: string | null): SQL | undefined {
  return and(
    eq(r.shopId, s.shopId),
    s.branchId ? eq(r.branchId, s.branchId) : undefined,
    from ? gte(r.day, from) : undefined,
    to ? lte(r.day, to) : undefined,
  );
}

/** Appointments of the period's days in the scope, cancelled ones left out (the index of live ones). */
const liveAppointmentsOf = (s: DashboardScope) =>
  and(
    eq(appointments.shopId, s.shopId),
    gte(appointments.appointmentDate, s.from),
    lte(appointments.appointmentDate, s.to),
    s.branchId ? eq(appointments.branchId, s.branchId) : undefined,
    ne(appointments.status, "cancelled"),
  );

/** Team members (not the owner) who are active, of the branch when the scope has one. */
function activeMembersOf(s: DashboardScope) {
  const linked = s.branchId
    ? sql`exists (select 1 from ${teamMemberBranches} where ${and(
        eq(teamMemberBranches.shopId, shopUsers.shopId),
        eq(teamMemberBranches.userId, shopUsers.id),
        eq(teamMemberBranches.branchId, s.branchId),
      )})`
    : undefined;
  return and(eq(shopUsers.shopId, s.shopId), eq(shopUsers.isOwner, false), eq(shopUsers.active, true), linked);
}

/** The dashboard's reads (decision 0055): sales and orders from the daily rollup, the rest counted by index. */
export function createDashboardRepo(db: Db) {
  return {
    async shop(shopId: string) {
      const [row] = await db
        .select({ currency: shops.currency, timeZone: shops.timeZone })
        .from(shops)
        .where(eq(shops.id, shopId));
      return row ?? null;
    },

    hasBranch: (shopId: string, branchId: string) => isOwned(db, "branches", shopId, branchId),

    /** Each day of the period that has a row: its sales by source, invoices, cash and orders. */
    days(s: DashboardScope) {
      return db
        .select({
          day: r.day,
          jobCardSalesMinor: sumOf(r.jobCardSalesMinor),
          orderSalesMinor: sumOf(r.orderSalesMinor),
          jobCardInvoices: sumOf(r.jobCardInvoices),
          orderInvoices: sumOf(r.orderInvoices),
          paidMinor: sumOf(r.paidMinor),
          ordersPlaced: sumOf(r.ordersPlaced),
        })
        .from(r)
        .where(rollupOf(s, s.from, s.to))
        .groupBy(r.day);
    },

    /** Orders placed and sales invoiced by month ("2026-11") from `firstDay` to the period's month's end. */
    months(s: DashboardScope, firstDay: string, lastDay: string) {
      const month = sql<string>`to_char(${r.day}, 'YYYY-MM')`;
      return db
        .select({ month, ordersPlaced: sumOf(r.ordersPlaced), salesMinor: sales })
        .from(r)
        .where(rollupOf(s, firstDay, lastDay))
        .groupBy(month);
    },

    /** Sales and orders of the period by the city of the branch (none when the branch names no city). */
    cities(s: DashboardScope) {
      return db
        .select({
          city: sql<string>`coalesce(${cities.name}, '')`,
          cityArabic: sql<string>`coalesce(${cities.nameArabic}, ${cities.name}, '')`,
          salesMinor: sales,
          ordersPlaced: sumOf(r.ordersPlaced),
        })
        .from(r)
        .innerJoin(branches, tenantRow(branches, r.branchId, r))
        .leftJoin(cities, eq(cities.id, branches.cityId))
        .where(rollupOf(s, s.from, s.to))
        .groupBy(cities.id, cities.name, cities.nameArabic);
    },

    /** What clients owe now: every day's sales (voids taken out) less every day's cash. */
    async unpaidMinor(s: DashboardScope): Promise<number> {
      const [row] = await db
        .select({
          owed: sql<number>`coalesce(sum(${r.jobCardSalesMinor} + ${r.orderSalesMinor} - ${r.paidMinor}), 0)`.mapWith(
            Number,
          ),
        })
        .from(r)
        .where(rollupOf(s, null, null));
      return row?.owed ?? 0;
    },

    async appointmentCount(s: DashboardScope): Promise<number> {
      const [row] = await db.select({ n: count() }).from(appointments).where(liveAppointmentsOf(s));
      return row?.n ?? 0;
    },

    /** Booked minutes of the period by technician, with the name and schedule of each. */
    bookedMinutes(s: DashboardScope) {
      return db
        .select({
          id: shopUsers.id,
          name: shopUsers.name,
          schedule: shopUsers.weeklySchedule,
          minutes: sql<number>`sum(${appointments.endMinute} - ${appointments.startMinute})`.mapWith(Number),
        })
        .from(appointments)
        .innerJoin(shopUsers, tenantRow(shopUsers, appointments.employeeId, appointments))
        .where(liveAppointmentsOf(s))
        .groupBy(shopUsers.id, shopUsers.name, shopUsers.weeklySchedule);
    },

    /** The active members of the scope with their schedules: who is expected at work. */
    scheduledMembers(s: DashboardScope) {
      return db
        .select({ id: shopUsers.id, name: shopUsers.name, schedule: shopUsers.weeklySchedule })
        .from(shopUsers)
        .where(activeMembersOf(s))
        .orderBy(desc(shopUsers.createdAt));
    },

    async clientCount(shopId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(clients)
        .where(and(eq(clients.shopId, shopId), isNull(clients.archivedAt)));
      return row?.n ?? 0;
    },
  };
}

export type DashboardRepo = ReturnType<typeof createDashboardRepo>;
export type DashboardDayRow = Awaited<ReturnType<DashboardRepo["days"]>>[number];
export type DashboardMonthRow = Awaited<ReturnType<DashboardRepo["months"]>>[number];
export type DashboardCityRow = Awaited<ReturnType<DashboardRepo["cities"]>>[number];
export type DashboardBookedRow = Awaited<ReturnType<DashboardRepo["bookedMinutes"]>>[number];
export type DashboardMemberRow = Awaited<ReturnType<DashboardRepo["scheduledMembers"]>>[number];
