import { addDays, instantAt, wallClockAt } from "@pitlane/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../client.js";
import {
  appointments,
  jobCardPackages,
  jobCardProducts,
  jobCardServices,
  jobCards,
  shopCounters,
  shopUsers,
} from "../schema/index.js";
import { jobCardLineRows } from "../../modules/shop/job-card/line-rows.js";
import { slotReads } from "../../modules/shop/job-card/slot-repo.js";
import type { DemoShop } from "./demo-catalog.js";
import { seedDemoClients } from "./demo-clients.js";
import { seededRandom, type SeededRandom } from "./demo-fleet-random.js";
import { seedDemoInvoices } from "./demo-invoices.js";
import { branchMenus, stockOf, type BranchMenu } from "./demo-job-card-menu.js";
import { endOf, planJobCards, startOf, type PlannedCard } from "./demo-job-card-plan.js";
import { seededId } from "./seeded-id.js";

/** Its own seed, so the front desk's data stays the same when the fleet's changes, and the other way round. */
const SEED = 20_250_505;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** When the card was booked, started, completed or cancelled: before the seeding moment, in the shop's time zone. */
function stampsOf(random: SeededRandom, card: PlannedCard, at: (date: string, minute: number) => Date, now: Date) {
  let createdAt = at(addDays(card.date, -random.int(1, 6)), random.int(9 * 60, 19 * 60));
  if (createdAt > now) createdAt = new Date(now.getTime() - random.int(5, 5 * 24 * 60) * MINUTE);
  const start = at(card.date, startOf(card)).getTime();
  const worked = card.status === "completed" || card.status === "in_progress";
  const startedAt = worked ? new Date(Math.min(start, now.getTime())) : null;
  const completedAt = card.status === "completed" ? at(card.date, endOf(card)) : null;
  const cancelledAt =
    card.status === "cancelled"
      ? new Date(Math.min(now.getTime(), Math.max(createdAt.getTime() + 30 * MINUTE, start - random.int(1, 20) * HOUR)))
      : null;
  return {
    createdAt,
    startedAt,
    completedAt,
    cancelledAt,
    updatedAt: completedAt ?? cancelledAt ?? startedAt ?? createdAt,
  };
}

/** The intake reading of a car on the lifts or done: today's reading less what it has driven since. */
const odometerOf = (card: PlannedCard) =>
  card.status === "completed" || card.status === "in_progress"
    ? card.vehicle.odometer - Math.round(-card.offset * card.vehicle.kmPerDay)
    : null;

/** The planned cards with their lines and appointments, a statement a table, numbered from 1. */
async function insertJobCards(tx: Db, ctx: InsertContext, cards: PlannedCard[]) {
  const { shopId, random } = ctx;
  const numbered = cards.map((card, i) => ({ card, number: i + 1, stamps: stampsOf(random, card, ctx.at, ctx.now) }));
  const inserted = await tx
    .insert(jobCards)
    .values(
      numbered.map(({ card, number, stamps }) => ({
        shopId,
        number,
        clientId: card.vehicle.clientId,
        vehicleId: card.vehicle.id,
        branchId: card.branchId,
        status: card.status,
        scheduledDate: card.date,
        odometer: odometerOf(card),
        showInspection: card.showInspection,
        inspectionProviderId: card.showInspection ? (card.services[0]?.pair.employee_id ?? null) : null,
        notes: card.notes,
        createdBy: ctx.ownerId,
        ...stamps,
      })),
    )
    .returning({ id: jobCards.id, number: jobCards.number });
  const idOf = new Map(inserted.map((row) => [String(row.number), row.id]));
  const placed = numbered.map((n) => ({ ...n, id: seededId(idOf, String(n.number), "job card") }));
  const lines = placed.map(({ card, id }) =>
    jobCardLineRows(shopId, id, card, menuOf(ctx.menus, card.branchId).facts.services),
  );
  const packageRows = lines.flatMap((l) => l.packages);
  if (packageRows.length > 0) await tx.insert(jobCardPackages).values(packageRows);
  const productRows = lines.flatMap((l) => l.products);
  if (productRows.length > 0) await tx.insert(jobCardProducts).values(productRows);
  const serviceRows = await tx
    .insert(jobCardServices)
    .values(lines.flatMap((l) => l.services))
    .returning({ id: jobCardServices.id, jobCardId: jobCardServices.jobCardId, serviceId: jobCardServices.serviceId });
  const serviceIdOf = new Map(serviceRows.map((row) => [`${row.jobCardId}|${row.serviceId}`, row.id]));
  await tx.insert(appointments).values(
    placed.flatMap(({ card, id, stamps }) =>
      card.services.map(({ pair, span }) => ({
        shopId,
        jobCardId: id,
        jobCardServiceId: seededId(serviceIdOf, `${id}|${pair.service_id}`, "job card service"),
        branchId: card.branchId,
        employeeId: pair.employee_id,
        serviceId: pair.service_id,
        appointmentDate: card.date,
        startMinute: span.start,
        endMinute: span.end,
        status: card.status,
        createdAt: stamps.createdAt,
      })),
    ),
  );
  await tx
    .insert(shopCounters)
    .values({ shopId, lastJobCardNumber: cards.length })
    .onConflictDoUpdate({ target: shopCounters.shopId, set: { lastJobCardNumber: cards.length } });
  return placed;
}

interface InsertContext {
  shopId: string;
  ownerId: string;
  random: SeededRandom;
  menus: BranchMenu[];
  now: Date;
  at: (date: string, minute: number) => Date;
}

function menuOf(menus: BranchMenu[], branchId: string): BranchMenu {
  const menu = menus.find((m) => m.branchId === branchId);
  if (!menu) throw new Error(`demo job card at an unknown branch: ${branchId}`);
  return menu;
}

/**
 * The front desk of the demo shop, inside the demo seed's transaction: 200 clients with their
 * vehicles, a month of job cards around `now` at both branches, and the invoices of the completed
 * ones, issued as completing a job card issues them (numbers, totals, stock) and then paid or not.
 */
export async function seedDemoFrontDesk(tx: Db, shop: DemoShop, now: Date = new Date()): Promise<void> {
  const { shopId } = shop;
  const random = seededRandom(SEED);
  const { interval, timeZone } = await slotReads.shopClock(tx, shopId);
  const at = (date: string, minute: number) => instantAt(timeZone, date, minute);
  const [owner] = await tx
    .select({ id: shopUsers.id })
    .from(shopUsers)
    .where(and(eq(shopUsers.shopId, shopId), eq(shopUsers.isOwner, true)));
  if (!owner) throw new Error("the demo shop has no owner");
  const vehicles = await seedDemoClients(tx, shopId, random, now);
  const menus = await branchMenus(tx, shopId, [shop.gulbergId, shop.modelTownId]);
  const stock = await stockOf(tx, shopId);
  const cards = planJobCards({ random, menus, stock, vehicles, today: wallClockAt(timeZone, now), interval });
  const ctx = { shopId, ownerId: owner.id, random, menus, now, at };
  const placed = await insertJobCards(tx, ctx, cards);
  const completed = placed.filter((p) => p.card.status === "completed");
  await seedDemoInvoices(tx, { shopId, userId: owner.id, random }, completed);
}
