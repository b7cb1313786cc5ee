import { timeZoneOfCountry } from "@pitlane/domain";
import { and, count, eq } from "drizzle-orm";
import type { Db } from "../client.js";
import { branches, cities, countries, shopUsers, shops, states } from "../schema/index.js";
import { DEMO_PASSWORD } from "../../platform/common-passwords.js";
import type { PinHasher } from "../../platform/pin-hash.js";
import { seedDemoCatalog } from "./demo-catalog.js";
import { seedDemoFleet } from "./demo-fleet.js";
import { seedDemoFrontDesk } from "./demo-job-cards.js";
import { seedDemoInventory } from "./demo-inventory.js";
import { seedDemoPackages } from "./demo-packages.js";
import { seedDemoProducts } from "./demo-products.js";
import { seedDemoStations } from "./demo-stations.js";
import { hashDemoPasswords, type DemoPasswordHashes } from "./demo-passwords.js";
import { seedDemoTeam } from "./demo-team.js";
import { claimDemoKeys } from "./demo-lookups.js";
import { rebuildDailySales } from "../../modules/shop/dashboard/daily-sales.js";

export const DEMO_SHOP = {
  name: "Pitlane Motors",
  email: "owner@pitlane-motors.test",
  password: DEMO_PASSWORD,
} as const;

async function lahore(db: Db) {
  const [row] = await db
    .select({ countryId: countries.id, stateId: states.id, cityId: cities.id })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(and(eq(countries.iso2, "PK"), eq(states.code, "PB"), eq(cities.name, "Lahore")))
    .limit(1);
  return row ?? { countryId: null, stateId: null, cityId: null };
}

/**
 * The demo shop and the demo fleet company, on an empty database only: a shop that was created
 * since is never touched. The shop's catalog, packages and team, and the fleet company, come from
 * the demo-*.ts files, in the same transaction: a seed that fails half-way leaves an empty database,
 * which the next start seeds again. `passwords`: the sign-ins' hashes when the caller began them
 * early (a first start does, see demo-passwords.ts); else they are made here.
 */
export async function seedDemoData(
  db: Db,
  pins: PinHasher,
  now: Date = new Date(),
  passwords?: Promise<DemoPasswordHashes>,
): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(shops);
  if ((existing?.n ?? 0) > 0) return false;

  const place = await lahore(db);
  const hashes = await (passwords ?? hashDemoPasswords());
  const passwordHash = hashes.owner;
  await db.transaction(async (tx) => {
    const [shop] = await tx
      .insert(shops)
      .values({
        shopName: DEMO_SHOP.name,
        phone: "+924235711234",
        email: DEMO_SHOP.email,
        address: "14 Main Boulevard, Gulberg III",
        currency: "PKR",
        // In Lahore: the wall clock runs on Pakistan's zone, as a sign-up there would set it.
        timeZone: timeZoneOfCountry("PK"),
        ...place,
      })
      .returning({ id: shops.id });
    if (!shop) throw new Error("demo shop insert returned nothing");
    await tx.insert(shopUsers).values({
      shopId: shop.id,
      name: "Ayesha Khan",
      email: DEMO_SHOP.email,
      phone: "+923001234567",
      passwordHash,
      isOwner: true,
    });
    const inserted = await tx
      .insert(branches)
      .values([
        {
          shopId: shop.id,
          branchNameEnglish: "Gulberg",
          branchNameArabic: "جلبرك",
          address: "14 Main Boulevard, Gulberg III",
          phone: "+924235711234",
          ...place,
        },
        {
          shopId: shop.id,
          branchNameEnglish: "Model Town",
          branchNameArabic: "موديل تاون",
          address: "22 Link Road, Model Town",
          phone: "+924235165678",
          ...place,
        },
      ])
      .returning({ id: branches.id, name: branches.branchNameEnglish });
    const gulberg = inserted.find((b) => b.name === "Gulberg");
    const modelTown = inserted.find((b) => b.name === "Model Town");
    if (!gulberg || !modelTown) throw new Error("demo branch insert returned nothing");
    const demo = { shopId: shop.id, gulbergId: gulberg.id, modelTownId: modelTown.id };
    const { serviceIds, productCategoryIds } = await seedDemoCatalog(tx, demo);
    const variantIds = await seedDemoProducts(tx, demo, productCategoryIds);
    await seedDemoPackages(tx, demo, serviceIds, variantIds);
    await seedDemoTeam(tx, demo, serviceIds, hashes.members);
    await seedDemoFrontDesk(tx, demo, now);
    // After the invoices: its deliveries and adjustments join the stock history their sales began.
    await seedDemoInventory(tx, demo, place, now);
    // The demo writes its invoices and payments in bulk, past the dashboard's rollup: sum it once from them.
    await rebuildDailySales(tx, shop.id);
    await seedDemoFleet(tx, pins, hashes.fleet, now);
    // The stations' attendants sign in with the demo's password too.
    await seedDemoStations(tx, passwordHash, now);
    await claimDemoKeys(tx);
  });
  return true;
}
