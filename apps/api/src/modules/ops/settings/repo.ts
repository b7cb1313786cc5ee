import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { countries, platformSettings, states, taxRates } from "../../../db/schema/index.js";

const selectTaxRates = (db: Db) =>
  db
    .select({
      id: taxRates.id,
      countryId: taxRates.countryId,
      countryCode: countries.iso2,
      countryName: countries.name,
      stateId: taxRates.stateId,
      stateName: states.name,
      rateBp: taxRates.rateBp,
      effectiveFrom: taxRates.effectiveFrom,
    })
    .from(taxRates)
    .innerJoin(countries, eq(countries.id, taxRates.countryId))
    .leftJoin(states, eq(states.id, taxRates.stateId));

export type TaxRateRow = Awaited<ReturnType<typeof selectTaxRates>>[number];

interface TaxRatePlace {
  countryId: string;
  stateId: string | null;
  effectiveFrom: string;
}

/** The place's row of that day: its province's, or its whole country's when `stateId` is null. */
const samePlaceAndDay = (place: TaxRatePlace) =>
  and(
    eq(taxRates.countryId, place.countryId),
    place.stateId === null ? isNull(taxRates.stateId) : eq(taxRates.stateId, place.stateId),
    eq(taxRates.effectiveFrom, place.effectiveFrom),
  );

/** The platform's one settings row and the table of tax rates on the commission. */
export function createSettingsRepo(db: Db) {
  return {
    async holdExpiryMinutes(tx: Db = db): Promise<number> {
      const [row] = await tx.select({ minutes: platformSettings.holdExpiryMinutes }).from(platformSettings);
      if (!row) throw new Error("the platform settings row is missing: the start-up seed makes it");
      return row.minutes;
    },

    /**
     * Locks the one settings row until the transaction ends and answers the hold expiry: every change
     * of the settings (the tax table too) waits for the one before, so what it replaced is what the
     * audit says it replaced.
     */
    async lock(tx: Db): Promise<number> {
      const [row] = await tx
        .select({ minutes: platformSettings.holdExpiryMinutes })
        .from(platformSettings)
        .for("update");
      if (!row) throw new Error("the platform settings row is missing: the start-up seed makes it");
      return row.minutes;
    },

    async setHoldExpiry(tx: Db, minutes: number) {
      await tx
        .update(platformSettings)
        .set({ holdExpiryMinutes: minutes, updatedAt: sql`now()` })
        .where(eq(platformSettings.id, 1));
    },

    /** Grouped by place (country, then its own rate before its provinces'), the latest first within each. */
    taxRates(tx: Db = db): Promise<TaxRateRow[]> {
      return selectTaxRates(tx).orderBy(
        asc(countries.name),
        sql`${states.name} asc nulls first`,
        desc(taxRates.effectiveFrom),
      );
    },

    async taxRate(tx: Db, id: string): Promise<TaxRateRow | null> {
      const [row] = await selectTaxRates(tx).where(eq(taxRates.id, id));
      return row ?? null;
    },

    async taxRateOn(tx: Db, place: TaxRatePlace): Promise<TaxRateRow | null> {
      const [row] = await selectTaxRates(tx).where(samePlaceAndDay(place));
      return row ?? null;
    },

    /** The rate at the place from the day on; the same place and day again replaces that row. */
    async setTaxRate(tx: Db, row: TaxRatePlace & { rateBp: number; createdBy: string }): Promise<string> {
      const [replaced] = await tx
        .update(taxRates)
        .set({ rateBp: row.rateBp, createdBy: row.createdBy, createdAt: sql`now()` })
        .where(samePlaceAndDay(row))
        .returning({ id: taxRates.id });
      if (replaced) return replaced.id;
      const [inserted] = await tx.insert(taxRates).values(row).returning({ id: taxRates.id });
      if (!inserted) throw new Error("a tax rate neither replaced nor inserted");
      return inserted.id;
    },
  };
}

export type SettingsRepo = ReturnType<typeof createSettingsRepo>;
