import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { purchases } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany } from "../../../test/factories/fleet.js";
import { checkLedgerAfterEach, fund } from "../../../test/factories/ledger.js";
import { authoriseBody, createDriver, createStation, stationCall } from "../../../test/factories/station.js";
import { walletBalance } from "../ledger/ledger.js";
import { expireDueHolds } from "../ledger/hold-expiry.js";

const t = useTestApp();
checkLedgerAfterEach(t);

describe("the sweep of holds past their time", () => {
  it("releases a purchase's hold and marks the purchase expired, giving back its fueling of the day", async () => {
    const { companyId } = await createCompany(t);
    await fund(t.db, companyId, 5_000_000);
    const driver = await createDriver(t, companyId, { rule: { fuelingsPerDay: 1 } });
    const call = stationCall(t, await createStation(t));
    const body = authoriseBody(driver, { litres: 20 });
    const held = (await call.authorise(body)).body.result!;
    expect((await walletBalance(t.db, companyId)).pending).toBeGreaterThan(0);

    const { expired } = await expireDueHolds(t.db, new Date(Date.parse(held.expires_at!) + 1000));
    expect(expired).toBeGreaterThanOrEqual(1);
    const [row] = await t.db.select().from(purchases).where(eq(purchases.reference, body.reference));
    expect(row).toMatchObject({ status: "expired" });
    expect(await walletBalance(t.db, companyId)).toEqual({ posted: 5_000_000, pending: 0, available: 5_000_000 });
    expect((await call.get(body.reference)).body.result).toMatchObject({ status: "expired" });
    // Its fueling no longer counts: the day's one fueling is free again.
    const again = await call.authorise(authoriseBody(driver, { litres: 20, odometer: body.odometer + 5 }));
    expect(again.body.result).toMatchObject({ approved: true });
    expect((await call.complete(body.reference, 10)).body.code).toBe("purchase_resolved");
  });
});
