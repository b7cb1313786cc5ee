import { transactionEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { companies, taxRates } from "../../db/schema/index.js";
import type { TestApp } from "../app.js";
import { buy, purchaseScene, type Purchase, type PurchaseScene } from "./fleet-purchase.js";

/**
 * A purchase scene whose company's province taxes the commission (16 %, in force for years), so a
 * purchase completes with its three transfers: fuel, commission and tax.
 */
export async function taxedPurchaseScene(t: TestApp): Promise<PurchaseScene> {
  const scene = await purchaseScene(t);
  const [place] = await t.db
    .select({ countryId: companies.countryId, stateId: companies.stateId })
    .from(companies)
    .where(eq(companies.id, scene.company.companyId));
  await t.db
    .insert(taxRates)
    .values({ countryId: place!.countryId!, stateId: place!.stateId, rateBp: 1600, effectiveFrom: "2020-01-01" })
    .onConflictDoNothing();
  return scene;
}

/**
 * A purchase the company disputed: a second fill of the same vehicle soon after the first (flagged
 * as a quick refill), then marked disputed by the company's admin with a note.
 */
export async function disputedPurchase(
  t: TestApp,
  scene: PurchaseScene,
  note = "The driver was off that day.",
): Promise<Purchase> {
  await buy(t, scene, { dispensed: 20 });
  const refill = await buy(t, scene, { dispensed: 10 });
  const res = await t.api.call(transactionEndpoints.review, {
    token: scene.company.token,
    params: { id: refill.id },
    body: { outcome: "disputed", note },
  });
  expect(res.status).toBe(200);
  return refill;
}
