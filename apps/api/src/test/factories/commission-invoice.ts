import { instantAt, isoDateOf, monthOf, todayIn } from "@pitlane/domain";
import { and, eq, inArray } from "drizzle-orm";
import {
  cities,
  commissionDocuments,
  commissionRates,
  companies,
  countries,
  ledgerTransfers,
  purchases,
  states,
} from "../../db/schema/index.js";
import { writeCommissionDocuments } from "../../modules/fleet/commission-invoice/write.js";
import { commissionWriteRepo } from "../../modules/fleet/commission-invoice/write-repo.js";
import { reverse } from "../../modules/fleet/ledger/ledger.js";
import { createMonthClose } from "../../modules/fleet/month-close/close.js";
import type { TestApp } from "../app.js";
import { createCompany, type TestCompany } from "./fleet.js";
import { addDriver, buy, type Driver } from "./fleet-purchase.js";
import { fund } from "./ledger.js";
import { createStation, type TestStation } from "./station.js";

/** A company of Punjab (commission taxed at 16 %) or of Saudi Arabia (VAT 15 %), funded, with a driver at a station. */
export interface MonthScene {
  company: TestCompany;
  driver: Driver;
  station: TestStation;
  zone: string;
}

/** Moves a company's address to Punjab, before it buys: the tax on the commission is the province's. */
async function moveToPunjab(t: TestApp, companyId: string) {
  const [place] = await t.db
    .select({ stateId: states.id, cityId: cities.id })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.countryId))
    .innerJoin(cities, eq(cities.stateId, states.id))
    .where(and(eq(countries.iso2, "PK"), eq(states.code, "PB")))
    .limit(1);
  await t.db.update(companies).set(place!).where(eq(companies.id, companyId));
}

export async function monthScene(t: TestApp, currency: "PKR" | "SAR" = "PKR"): Promise<MonthScene> {
  const company = await createCompany(t, { currency });
  if (currency === "PKR") await moveToPunjab(t, company.companyId);
  await fund(t.db, company.companyId, 5_000_000);
  const [row] = await t.db
    .select({ zone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, company.companyId));
  const scene = {
    company,
    driver: await addDriver(t, company.companyId),
    station: await createStation(t, { iso2: currency === "PKR" ? "PK" : "SA" }),
    zone: row!.zone,
  };
  // The money came in before the first month the tests buy in.
  await t.db
    .update(ledgerTransfers)
    .set({ createdAt: at(scene, 3, 1) })
    .where(and(eq(ledgerTransfers.companyId, company.companyId), eq(ledgerTransfers.kind, "top_up")));
  return scene;
}

/** The first day of the month `ago` months before the company's current one. */
export function monthAgo(scene: Pick<MonthScene, "zone">, ago: number): string {
  const [year, month] = monthOf(scene.zone).split("-").map(Number) as [number, number];
  const index = year * 12 + (month - 1) - ago;
  return isoDateOf(Math.floor(index / 12), (index % 12) + 1, 1);
}

/** Noon of `day` of the month `ago` months back, on the company's clock. */
export const at = (scene: Pick<MonthScene, "zone">, ago: number, day: number) =>
  instantAt(scene.zone, `${monthAgo(scene, ago).slice(0, 8)}${String(day).padStart(2, "0")}`, 12 * 60);

/** Makes the company's commission `rateBp` from its today on (the next purchases snapshot it). */
export const setCommission = (t: TestApp, scene: MonthScene, rateBp: number) =>
  t.db
    .insert(commissionRates)
    .values({ companyId: scene.company.companyId, rateBp, effectiveFrom: todayIn(scene.zone) });

/** A purchase of 20 L at 250.00 (5,000.00 of fuel), its money moved to `when`, as if bought then. */
export async function buyAt(t: TestApp, scene: MonthScene, when: Date) {
  const bought = await buy(t, scene, { litres: 20, dispensed: 20 });
  const [row] = await t.db
    .update(purchases)
    .set({ createdAt: when, resolvedAt: when })
    .where(eq(purchases.id, bought.id))
    .returning({ holdId: purchases.holdId });
  await t.db
    .update(ledgerTransfers)
    .set({ createdAt: when })
    .where(and(eq(ledgerTransfers.companyId, scene.company.companyId), eq(ledgerTransfers.holdId, row!.holdId!)));
  return { ...bought, holdId: row!.holdId! };
}

/** Refunds a purchase the way the console's dispute decision does: its fuel, commission and tax reversed, at `when`. */
export async function refundAt(t: TestApp, scene: MonthScene, holdId: string, when: Date) {
  const companyId = scene.company.companyId;
  const charges = await t.db
    .select({ id: ledgerTransfers.id })
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.companyId, companyId), eq(ledgerTransfers.holdId, holdId)));
  const ids = await t.db.transaction(async (tx) => {
    const made: string[] = [];
    for (const charge of charges) made.push(await reverse(tx, companyId, charge.id));
    return made;
  });
  await t.db.update(ledgerTransfers).set({ createdAt: when }).where(inArray(ledgerTransfers.id, ids));
}

/** Closes the company's months that are over, with the commission writer alone. */
export const closeMonths = (t: TestApp, companyId: string, now = new Date()) =>
  createMonthClose({ db: t.db, writers: [writeCommissionDocuments], clock: () => now }).closeDue(companyId);

/** The company's commission documents, in the order of their numbers. */
export const documentsOf = (t: TestApp, companyId: string) =>
  t.db
    .select()
    .from(commissionDocuments)
    .where(eq(commissionDocuments.companyId, companyId))
    .orderBy(commissionDocuments.number);

/** A company's invoice of last month as the close writes it, without the purchases behind it (for refusals). */
export async function insertInvoice(t: TestApp, companyId: string): Promise<string> {
  const [number] = await commissionWriteRepo.takeNumbers(t.db, 1);
  const { seller, buyer } = await commissionWriteRepo.parties(t.db, companyId);
  const line = { fuel: 500_000, commissionBp: 150, commission: 7_500, taxBp: 1600, tax: 1_200, purchases: 1 };
  const [row] = await t.db
    .insert(commissionDocuments)
    .values({
      companyId,
      kind: "invoice",
      number: number!,
      month: monthAgo({ zone: "Asia/Karachi" }, 1),
      issuedAt: new Date(),
      currency: "PKR",
      seller,
      buyer,
      lines: [line],
      net: 7_500,
      tax: 1_200,
      total: 8_700,
    })
    .returning({ id: commissionDocuments.id });
  return row!.id;
}

/**
 * Two months of purchases: two months ago one at the default 1.5 % on the 5th and one at 2 % on the
 * 20th (the rate changed in between), last month one at 2 %; three months ago only the top-up.
 */
export async function twoMonthsOfPurchases(t: TestApp, currency: "PKR" | "SAR" = "PKR") {
  const scene = await monthScene(t, currency);
  const first = await buyAt(t, scene, at(scene, 2, 5));
  await setCommission(t, scene, 200);
  const second = await buyAt(t, scene, at(scene, 2, 20));
  const third = await buyAt(t, scene, at(scene, 1, 10));
  return { scene, first, second, third };
}
