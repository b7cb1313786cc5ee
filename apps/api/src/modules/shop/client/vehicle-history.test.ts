import { clientVehicleEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createClient, createClientVehicle } from "../../../test/factories/client.js";
import { createBranch, createShop, createStaffUser } from "../../../test/factories/shop.js";
import { invalidEnvelope, itRefusesWithoutPermission, itRefusesWithoutSession } from "../../../test/refusals.js";
import { addBookedService, insertInvoice, insertJobCard } from "./client-fixtures.js";

const t = useTestApp();
const history = clientVehicleEndpoints.history;

async function vehicleOf(shopId: string) {
  const client = await createClient(t, shopId);
  return createClientVehicle(t, shopId, client.id);
}

describe("GET client/get-vehicle-service-history", () => {
  itRefusesWithoutSession(t, history, async (shop) => ({ query: { vehicle_id: (await vehicleOf(shop.shopId)).id } }));

  it("answers 400 naming vehicle_id when it is not an id", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(history, { token: shop.token, query: { vehicle_id: "LEA-1" } });
    expect(res.body).toEqual(invalidEnvelope("vehicle_id: must be a valid id"));
  });

  itRefusesWithoutPermission(t, history, {
    title: "answers 403 for a user without clients.view",
    permissions: ["job_cards.view"],
    call: async (shop) => ({ query: { vehicle_id: (await vehicleOf(shop.shopId)).id } }),
  });

  it("answers 404 for another shop's vehicle", async () => {
    const shop = await createShop(t);
    const foreign = await vehicleOf((await createShop(t)).shopId);
    const res = await t.api.call(history, { token: shop.token, query: { vehicle_id: foreign.id } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Vehicle not found");
  });

  it("answers an empty history for a vehicle never serviced", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(history, {
      token: shop.token,
      query: { vehicle_id: (await vehicleOf(shop.shopId)).id },
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual([]);
  });

  it("lists the vehicle's job cards newest first with services, branch, odometer and invoice", async () => {
    const shop = await createShop(t);
    const client = await createClient(t, shop.shopId);
    const vehicle = await createClientVehicle(t, shop.shopId, client.id);
    const otherVehicle = await createClientVehicle(t, shop.shopId, client.id);
    const branch = await createBranch(t, shop.shopId, { branchNameEnglish: "Gulberg", branchNameArabic: "جلبرج" });
    const ids = { shopId: shop.shopId, clientId: client.id, vehicleId: vehicle.id, branchId: branch.id };
    const march = await insertJobCard(t, {
      ...ids,
      number: 7,
      scheduledDate: "2025-03-10",
      status: "completed",
      odometer: 84_000,
    });
    await addBookedService(t, march, "Oil change");
    await addBookedService(t, march, "Brake check");
    await insertInvoice(t, march, 12);
    const may = await insertJobCard(t, { ...ids, number: 9, scheduledDate: "2025-05-02", odometer: 91_500 });
    await insertJobCard(t, { ...ids, vehicleId: otherVehicle.id, number: 10, scheduledDate: "2025-06-01" });
    const staff = await createStaffUser(t, shop.shopId, { permissions: ["clients.view"] });
    const res = await t.api.call(history, { token: staff.token, query: { vehicle_id: vehicle.id } });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual([
      {
        job_card_id: may.id,
        job_card_number: 9,
        scheduled_date: "2025-05-02",
        status: "booked",
        branch_name_english: "Gulberg",
        branch_name_arabic: "جلبرج",
        odometer: 91_500,
        services: [],
        invoice_id: null,
        invoice_number: null,
      },
      {
        job_card_id: march.id,
        job_card_number: 7,
        scheduled_date: "2025-03-10",
        status: "completed",
        branch_name_english: "Gulberg",
        branch_name_arabic: "جلبرج",
        odometer: 84_000,
        services: ["Brake check", "Oil change"],
        invoice_id: expect.any(String),
        invoice_number: 12,
      },
    ]);
  });
});
