import { addressText, type AddressText } from "@pitlane/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { branches, cities, countries, shops, states } from "../../../db/schema/index.js";

/** The reference places of an address row, by their names in both languages. */
const placeColumns = {
  city: { name: cities.name, nameArabic: cities.nameArabic },
  state: { name: states.name, nameArabic: states.nameArabic },
  country: { name: countries.name, nameArabic: countries.nameArabic },
};

/** Where an address row (a shop's or a branch's) names its city, state and country. */
type AddressRow = typeof shops | typeof branches;

function selectAddress(tx: Db, table: AddressRow) {
  return tx
    .select({ line: table.address, ...placeColumns })
    .from(table)
    .leftJoin(cities, eq(cities.id, table.cityId))
    .leftJoin(states, eq(states.id, table.stateId))
    .leftJoin(countries, eq(countries.id, table.countryId));
}

/** The shop's address as an invoice prints it, read in the issuing transaction. */
export async function shopAddressOf(tx: Db, shopId: string): Promise<AddressText | null> {
  const [row] = await selectAddress(tx, shops).where(eq(shops.id, shopId));
  return row ? addressText(row) : null;
}

/** The branch's address as an invoice prints it, read in the issuing transaction. */
export async function branchAddressOf(tx: Db, shopId: string, branchId: string): Promise<AddressText | null> {
  const [row] = await selectAddress(tx, branches).where(and(eq(branches.id, branchId), eq(branches.shopId, shopId)));
  return row ? addressText(row) : null;
}
