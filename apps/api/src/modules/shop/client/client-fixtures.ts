import { invoices, jobCardServices, jobCards } from "../../../db/schema/index.js";
import type { TestApp } from "../../../test/app.js";
import { createService } from "../../../test/factories/catalog.js";
import { createMember } from "../../../test/factories/team.js";

/**
 * Job cards and invoices inserted directly, as the front desk would leave them, so the client tests
 * can see a client kept by its history without booking through other routes.
 */

let nextNumber = 1;

export async function insertJobCard(
  t: TestApp,
  row: { shopId: string; clientId: string; vehicleId: string; branchId: string } & Partial<
    typeof jobCards.$inferInsert
  >,
) {
  const [card] = await t.db
    .insert(jobCards)
    .values({ number: nextNumber++, scheduledDate: "2025-03-10", ...row })
    .returning();
  if (!card) throw new Error("no job card");
  return card;
}

/** A service of the shop booked on the card with a technician, by name. */
export async function addBookedService(t: TestApp, card: { id: string; shopId: string }, name: string) {
  const service = await createService(t, card.shopId, { name });
  const provider = await createMember(t, card.shopId);
  await t.db.insert(jobCardServices).values({
    jobCardId: card.id,
    shopId: card.shopId,
    serviceId: service.id,
    providerId: provider.id,
    name,
    priceMinor: service.priceMinor,
    durationMinutes: 60,
  });
}

/** The card's invoice, issued with the given number (totals do not matter here). */
export async function insertInvoice(
  t: TestApp,
  card: { id: string; shopId: string; clientId: string; branchId: string },
  number: number,
) {
  const [invoice] = await t.db
    .insert(invoices)
    .values({
      shopId: card.shopId,
      number,
      jobCardId: card.id,
      clientId: card.clientId,
      branchId: card.branchId,
      currency: "PKR",
      sellerName: "Test shop",
      vatRateBp: 1_000,
    })
    .returning();
  if (!invoice) throw new Error("no invoice");
  return invoice;
}
