import "fake-indexeddb/auto";
import type { StationPurchaseDto, StationVehicleDto } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { createIdbPurchaseStore, type StoredPurchase } from "./purchase-store";

const vehicle: StationVehicleDto = {
  vehicle: "q-token-1",
  company: "Indus Logistics",
  car_id: "IL-KHI-01",
  plate_no: "KHI-1234",
  fuel_types: ["petrol"],
};

const held: StationPurchaseDto = {
  reference: "T1-aaaa",
  status: "held",
  approved: true,
  decline: null,
  fuel_type: "petrol",
  currency: "PKR",
  unit_price: 250,
  litres_authorised: 40,
  amount_authorised: 10_000,
  expires_at: "2026-03-09T14:35:00.000Z",
  litres: null,
  amount: null,
  photos: { odometer: false, pump: false },
  created_at: "2026-03-09T14:05:00.000Z",
};

const authorising = (reference: string, updatedAt: number): StoredPurchase => ({
  reference,
  vehicle,
  updatedAt,
  step: "authorise",
  sent: { reference, vehicle: vehicle.vehicle, tpin: "4321", odometer: 12_000, fuel_type: "petrol", litres: 40 },
  purchase: null,
});

describe("the terminal's store of open purchases (IndexedDB)", () => {
  it("keeps what was sent until the answer, then the answer, across a new page (a new store)", async () => {
    const store = createIdbPurchaseStore();
    await store.put(authorising("T1-aaaa", 1));
    // A reload: nothing in memory, the same database.
    const [afterReload] = await createIdbPurchaseStore().all();
    expect(afterReload).toEqual(authorising("T1-aaaa", 1));

    await store.put({ reference: "T1-aaaa", vehicle, updatedAt: 2, step: "held", sent: null, purchase: held });
    const [answered] = await createIdbPurchaseStore().all();
    expect(answered).toMatchObject({ step: "held", sent: null, purchase: { litres_authorised: 40 } });
    // The T-PIN went with the request it was sent for.
    expect(JSON.stringify(answered)).not.toContain("4321");
  });

  it("lists the open purchases newest first, and forgets a settled one", async () => {
    const store = createIdbPurchaseStore();
    for (const open of await store.all()) await store.remove(open.reference);
    await store.put(authorising("T2-old", 10));
    await store.put(authorising("T2-new", 20));
    await store.put(authorising("T2-mid", 15));
    expect((await store.all()).map((p) => p.reference)).toEqual(["T2-new", "T2-mid", "T2-old"]);
    await store.remove("T2-mid");
    expect((await store.all()).map((p) => p.reference)).toEqual(["T2-new", "T2-old"]);
  });
});
