import { DiscountType } from "@pitlane/domain";
import { and, eq, sql } from "drizzle-orm";
import {
  jobCardPackages,
  jobCardProducts,
  jobCardServices,
  jobCards,
  shopUsers,
  shops,
} from "../../db/schema/index.js";
import { issueInvoice } from "../../modules/shop/invoice/issue.js";
import type { TestApp } from "../app.js";
import { createPackage, createProduct, createService, createVariant } from "./catalog.js";
import { createClient, createClientVehicle } from "./client.js";
import { createBranch, createShop, type TestShop } from "./shop.js";
import { createMember } from "./team.js";

/**
 * Job cards inserted straight into their tables, completed and ready to be invoiced, so the
 * invoice tests depend on the tables only, not on the job card routes. Money in minor units.
 */

/**
 * A shop selling at one branch (VAT 15 % in SAR, else the default 10 %):
 * - Oil change 1,500.00 less 100.00 fixed; Wheel alignment 800.00 less 10 %, without VAT unless told;
 * - Engine oil 1 litre at 250.00 less 5 %, 10 in stock and tracked; Air freshener at 50.00, not tracked;
 * - a client, Ahmed Khan, with a Toyota Corolla; a technician, Ali Raza.
 */
export async function createSaleShop(t: TestApp, options: { currency?: "PKR" | "SAR"; shop?: TestShop } = {}) {
  const shop = options.shop ?? (await createShop(t, { currency: options.currency ?? "PKR" }));
  const shopId = shop.shopId;
  if (options.currency === "SAR") {
    await t.db
      .update(shops)
      .set({ shopName: "Riyadh Auto Care", vatNumber: "300000000000003", vatRateBp: 1500, timeZone: "Asia/Riyadh" })
      .where(eq(shops.id, shopId));
  }
  const branch = await createBranch(t, shopId, { branchNameEnglish: "Gulberg", branchNameArabic: "جلبرج" });
  const ali = await createMember(t, shopId, { name: "Ali Raza", branchIds: [branch.id] });
  const oilChange = await createService(t, shopId, {
    name: "Oil change",
    priceMinor: 150_000,
    discountType: DiscountType.fixed,
    discountValue: 10_000,
  });
  const alignment = await createService(t, shopId, {
    name: "Wheel alignment",
    priceMinor: 80_000,
    discountType: DiscountType.percentage,
    discountValue: 1_000,
    vatApplies: false,
  });
  const oil = await createProduct(t, shopId, { name: "Engine oil", branchIds: [branch.id] });
  const litre = await createVariant(t, shopId, oil.id, {
    name: "1 litre",
    priceMinor: 25_000,
    discountType: DiscountType.percentage,
    discountValue: 500,
    stock: [{ branchId: branch.id, quantity: 10 }],
  });
  const freshener = await createProduct(t, shopId, { name: "Air freshener", trackStock: false });
  const scent = await createVariant(t, shopId, freshener.id, { name: "Pine", priceMinor: 5_000 });
  const client = await createClient(t, shopId, { name: "Ahmed Khan", identityNumber: "3520212345671" });
  const vehicle = await createClientVehicle(t, shopId, client.id, { plate: "LEA-1234" });
  return { shop, branch, ali, oilChange, alignment, oil, litre, freshener, scent, client, vehicle };
}

export type SaleShop = Awaited<ReturnType<typeof createSaleShop>>;

interface ServiceLine {
  service: {
    id: string;
    name: string;
    priceMinor: number;
    discountType: number | null;
    discountValue: number;
    vatApplies: boolean;
  };
  packageId?: string | null;
}

interface ProductLine {
  variant: { id: string; priceMinor: number; discountType: number | null; discountValue: number };
  name: string;
  quantity: number;
  packageId?: string | null;
}

export interface JobCardLines {
  packages?: { id: string; name: string; priceMinor: number }[];
  services?: ServiceLine[];
  products?: ProductLine[];
  /** Another client than the shop's Ahmed Khan, or another branch. */
  clientId?: string;
  vehicleId?: string;
  branchId?: string;
}

/** A completed job card of the sale shop with the given lines, priced as the catalogue prices them. */
export async function insertJobCard(t: TestApp, s: SaleShop, lines: JobCardLines): Promise<string> {
  const shopId = s.shop.shopId;
  const [card] = await t.db
    .insert(jobCards)
    .values({
      shopId,
      number: sql`(select coalesce(max(${jobCards.number}), 0) + 1 from ${jobCards} where ${jobCards.shopId} = ${shopId})`,
      clientId: lines.clientId ?? s.client.id,
      vehicleId: lines.vehicleId ?? s.vehicle.id,
      branchId: lines.branchId ?? s.branch.id,
      status: "completed",
      scheduledDate: "2025-03-01",
      completedAt: new Date(),
    })
    .returning({ id: jobCards.id });
  if (!card) throw new Error("no job card");
  const jobCardId = card.id;
  for (const p of lines.packages ?? []) {
    await t.db
      .insert(jobCardPackages)
      .values({ jobCardId, shopId, packageId: p.id, name: p.name, priceMinor: p.priceMinor });
  }
  for (const line of lines.services ?? []) {
    const { service } = line;
    await t.db.insert(jobCardServices).values({
      jobCardId,
      shopId,
      serviceId: service.id,
      providerId: s.ali.id,
      packageId: line.packageId ?? null,
      name: service.name,
      priceMinor: service.priceMinor,
      discountType: service.discountType,
      discountValue: service.discountValue,
      durationMinutes: 60,
      vatApplies: service.vatApplies,
    });
  }
  for (const line of lines.products ?? []) {
    await t.db.insert(jobCardProducts).values({
      jobCardId,
      shopId,
      variantId: line.variant.id,
      packageId: line.packageId ?? null,
      name: line.name,
      quantity: line.quantity,
      priceMinor: line.variant.priceMinor,
      discountType: line.variant.discountType,
      discountValue: line.variant.discountValue,
    });
  }
  return jobCardId;
}

/** Issues the job card's invoice in a transaction of its own, as completing the job card does. */
export function issue(t: TestApp, s: SaleShop, jobCardId: string) {
  return t.db.transaction((tx) => issueInvoice(tx, { shopId: s.shop.shopId, jobCardId, userId: s.shop.userId }));
}

/** An issued invoice of the oil change (1,400.00 + 10 % VAT = 1,540.00 in PKR) and `litres` of engine oil. */
export async function createInvoice(t: TestApp, s: SaleShop, litres = 0, extra: Partial<JobCardLines> = {}) {
  const jobCardId = await insertJobCard(t, s, {
    services: [{ service: s.oilChange }],
    products: litres > 0 ? [{ variant: s.litre, name: "Engine oil 1 litre", quantity: litres }] : [],
    ...extra,
  });
  return issue(t, s, jobCardId);
}

/** A package of the sale shop's branch holding a service and two litres of oil, at 2,000.00. */
export async function createServicePackage(t: TestApp, s: SaleShop) {
  const pkg = await createPackage(t, s.shop.shopId, s.branch.id, { name: "Full service", priceMinor: 200_000 });
  return { id: pkg.id, name: pkg.name, priceMinor: pkg.priceMinor };
}

/** An issued invoice of a shop known only by its id (the refusal tests make shops that way), sold by its owner. */
export async function createInvoiceOf(t: TestApp, shopId: string): Promise<string> {
  const [owner] = await t.db
    .select({ id: shopUsers.id, email: shopUsers.email })
    .from(shopUsers)
    .where(and(eq(shopUsers.shopId, shopId), eq(shopUsers.isOwner, true)));
  if (!owner) throw new Error("no owner");
  // The owner's session is not needed to issue.
  const s = await createSaleShop(t, { shop: { shopId, userId: owner.id, email: owner.email ?? "", token: "" } });
  return (await createInvoice(t, s)).invoiceId;
}
