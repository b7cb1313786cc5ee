import { and, count, eq, inArray } from "drizzle-orm";
import type { Db } from "../client.js";
import { countries, platformSellers, platformSettings, receivingAccounts, states, taxRates } from "../schema/index.js";

/**
 * The tax on the platform's commission where the first companies are (MONEY.md): in Pakistan a
 * service taxed by the province, in Saudi Arabia VAT for the whole country. Rates change by date;
 * the operations console adds the next ones.
 */
const FIRST_TAX_RATES = [
  { country: "PK", state: "PB", rateBp: 1600, effectiveFrom: "2025-07-01" },
  { country: "PK", state: "SD", rateBp: 1500, effectiveFrom: "2025-07-01" },
  { country: "PK", state: "KP", rateBp: 1500, effectiveFrom: "2025-07-01" },
  { country: "PK", state: "BA", rateBp: 1500, effectiveFrom: "2025-07-01" },
  { country: "PK", state: "IS", rateBp: 1600, effectiveFrom: "2025-07-01" },
  { country: "SA", state: null, rateBp: 1500, effectiveFrom: "2020-07-01" },
] as const;

/** The accounts companies pay into on the first start; the operations console edits them afterwards. */
const FIRST_RECEIVING_ACCOUNTS = [
  { countryCode: "PK", bankCode: "HABB", accountTitle: "Pitlane Payments (Pvt) Ltd", iban: "PK44HABB0000001234567801" },
  { countryCode: "PK", bankCode: "MEZN", accountTitle: "Pitlane Payments (Pvt) Ltd", iban: "PK42MEZN0000300101234567" },
  { countryCode: "PK", bankCode: "MUCB", accountTitle: "Pitlane Payments (Pvt) Ltd", iban: "PK41MUCB0000000123456789" },
  { countryCode: "SA", bankCode: "80", accountTitle: "Pitlane Payments Co.", iban: "SA9680000000608010123456" },
  { countryCode: "SA", bankCode: "10", accountTitle: "Pitlane Payments Co.", iban: "SA5110000000012345678901" },
];

/** The platform's legal entities, the seller on its commission invoices; the console edits them afterwards. */
const FIRST_SELLERS = [
  {
    countryCode: "PK",
    name: "Pitlane Payments (Pvt) Ltd",
    nameArabic: "بيتلين للمدفوعات (خاصة) المحدودة",
    address: "Office 12, Block 7, Clifton, Karachi 75600, Pakistan",
    taxNumber: "NTN 8912345-6",
  },
  {
    countryCode: "SA",
    name: "Pitlane Payments Co.",
    nameArabic: "شركة بيتلين للمدفوعات",
    address: "King Fahd Road, Al Olaya, Riyadh 12211, Saudi Arabia",
    taxNumber: "310123456700003",
  },
];

/**
 * The platform's settings row and, on a database without any, the first tax rates and receiving
 * accounts. Runs on every start: a table with any row is left as the console left it (an account
 * switched off or edited stays so).
 */
export async function seedPlatformDefaults(db: Db): Promise<void> {
  await db.insert(platformSettings).values({ id: 1 }).onConflictDoNothing();
  await seedReceivingAccounts(db);
  await seedTaxRates(db);
  // Keyed by country: a seller the console edited is kept as it is.
  await db.insert(platformSellers).values(FIRST_SELLERS).onConflictDoNothing();
}

async function seedReceivingAccounts(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(receivingAccounts);
  if ((existing?.n ?? 0) > 0) return;
  await db.insert(receivingAccounts).values(FIRST_RECEIVING_ACCOUNTS).onConflictDoNothing();
}

async function seedTaxRates(db: Db): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(taxRates);
  if ((existing?.n ?? 0) > 0) return;
  const places = await db
    .select({ countryId: countries.id, iso2: countries.iso2, stateId: states.id, code: states.code })
    .from(countries)
    .leftJoin(states, eq(states.countryId, countries.id))
    .where(and(inArray(countries.iso2, ["PK", "SA"])));
  const rows = FIRST_TAX_RATES.flatMap((rate) => {
    const place = places.find((p) => p.iso2 === rate.country && (rate.state === null || p.code === rate.state));
    if (!place) return [];
    const stateId = rate.state === null ? null : place.stateId;
    return [{ countryId: place.countryId, stateId, rateBp: rate.rateBp, effectiveFrom: rate.effectiveFrom }];
  });
  if (rows.length > 0) await db.insert(taxRates).values(rows).onConflictDoNothing();
}
