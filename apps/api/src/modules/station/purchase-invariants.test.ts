import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app.js";
import { createCompany } from "../../test/factories/fleet.js";
import { breachedBy, fund } from "../../test/factories/ledger.js";
import { authoriseBody, createDriver, createStation, stationCall } from "../../test/factories/station.js";
import { ledgerBreaches } from "../fleet/index.js";

// The checker finds what breaks MONEY.md's invariants 6 and 7 on real purchases: each breach is made
// by hand, behind the purchase code's back, and then undone.
const t = useTestApp();

describe("the invariants of purchases", () => {
  it("find nothing wrong in purchases the pump made, and each breach of 6 and 7 made by hand", async () => {
    const { companyId } = await createCompany(t);
    await fund(t.db, companyId, 5_000_000);
    const driver = await createDriver(t, companyId, { rule: { fuelingsPerDay: 5 } });
    const call = stationCall(t, await createStation(t));
    const first = authoriseBody(driver, { litres: 20 });
    await call.authorise(first);
    await call.complete(first.reference, 20);
    const second = authoriseBody(driver, { litres: 20, odometer: first.odometer + 300 });
    await call.authorise(second);
    await call.complete(second.reference, 19.5);
    const open = authoriseBody(driver, { litres: 5, odometer: second.odometer + 10 });
    await call.authorise(open);
    expect(await ledgerBreaches(t.db)).toEqual([]);

    const mispriced = await breachedBy(
      t.db,
      sql`update purchases set fuel_amount = fuel_amount + 2 where reference = ${first.reference}`,
      sql`update purchases set fuel_amount = fuel_amount - 2 where reference = ${first.reference}`,
    );
    expect(mispriced.filter((breach) => breach.startsWith("6."))).toHaveLength(2);

    const unresolved = await breachedBy(
      t.db,
      sql`update purchases set status = 'voided' where reference = ${open.reference}`,
      sql`update purchases set status = 'held' where reference = ${open.reference}`,
    );
    expect(unresolved).toEqual([expect.stringMatching(/^6\..* is voided, its hold open/)]);

    const backwards = await breachedBy(
      t.db,
      sql`update purchases set odometer = ${first.odometer + 400} where reference = ${first.reference}`,
      sql`update purchases set odometer = ${first.odometer} where reference = ${first.reference}`,
    );
    expect(backwards).toEqual([expect.stringMatching(/^7\./)]);
  });
});
