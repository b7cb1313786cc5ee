import { z } from "zod";
import { IsoDate, OptionalId } from "../platform/validation.js";
import { OrderSummaryDto } from "./order.js";

/**
 * The shop dashboard's period: from and to, both included, days of the shop's wall clock; this month
 * (its first day to today) when neither is given. `branch_id` keeps one branch's figures.
 */
export const ShopDashboardQuery = z.object({
  from: IsoDate.optional().catch(undefined),
  to: IsoDate.optional().catch(undefined),
  branch_id: OptionalId.catch(null),
});
export type ShopDashboardQuery = z.infer<typeof ShopDashboardQuery>;

/** The longest period the dashboard answers for: a year and a day (a leap year's 1 January to 1 January). */
export const MAX_DASHBOARD_DAYS = 367;

const Count = z.number().int().nonnegative();
/** Money in major units, as the API shows it. */
const Money = z.number();

/**
 * Spec 000 section 7 "Dashboard analytics", with the spec's own field names, and what workshop owners
 * look at first beside them (decision 0055). Money is in the shop's currency; invoices voided are
 * not sales.
 */
export const ShopDashboardDto = z.object({
  /** The period the figures are for, as read (this month unless asked). */
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** Appointments (booked slots) on days of the period, cancelled ones left out. */
  totalAppointments: Count,
  /** Invoices issued in the period: job cards' and orders' together. */
  totalGrossSales: Money,
  /** Customer orders placed in the period (cancelled ones too: they were placed). */
  totalOrders: Count,
  /** Cash received in the period, on any invoice. */
  totalAmountPaid: Money,
  /** Team members of the shop (or of the branch), now. */
  totalShopUsers: Count,
  /** The shop's clients, now (not archived). */
  totalClients: Count,
  /** The twelve months ending with the period's last, oldest first: "2026-11", orders placed and sales invoiced. */
  monthlyOrders: z.array(z.object({ month: z.string(), orders: Count, sales: Money })),
  /** Sales invoiced in the period by the city of the branch that sold, most first. */
  cityWiseRevenue: z.array(z.object({ city: z.string(), city_arabic: z.string(), revenue: Money })),
  /** Orders placed in the period by the city of their branch, most first. */
  cityWiseOrders: z.array(z.object({ city: z.string(), city_arabic: z.string(), orders: Count })),
  /** The five orders placed last (in the period's branch, whatever the period). */
  recentOrders: z.array(OrderSummaryDto),
  /** Sales split by where they came from. */
  jobCardRevenue: Money,
  orderRevenue: Money,
  /** `totalGrossSales` over the number of invoices issued; 0 without any. */
  averageInvoice: Money,
  /** Job cards invoiced in the period: a car through the workshop each. */
  carCount: Count,
  /** What clients still owe on all unvoided invoices, now (not only the period's). */
  unpaidBalance: Money,
  /** Each day of the period: sales of job cards and of orders. */
  dailySales: z.array(z.object({ date: z.string(), job_cards: Money, orders: Money })),
  /**
   * Technicians' booked minutes (appointments of the period not cancelled) against the minutes their
   * weekly schedules give them over the period's days, most booked first.
   */
  technicianHours: z.array(
    z.object({ _id: z.string(), name: z.string(), booked_minutes: Count, scheduled_minutes: Count }),
  ),
  /** Stock rows at or under their reorder level (the stock screen's "low stock only"). */
  lowStockCount: Count,
});
export type ShopDashboardDto = z.infer<typeof ShopDashboardDto>;
