import { randomUUID } from "node:crypto";
import { DiscountType, jobCardEndpoints, type TimeSlotsDto } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clientVehicles, packageProducts, packageServices } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createPackage, createProduct, createVariant } from "../../../test/factories/catalog.js";
import { createClient, createClientVehicle } from "../../../test/factories/client.js";
import {
  bookJobCard,
  createBookableBranch,
  jobCardBody,
  pairsOf,
  upcomingDate,
  type BookableBranch,
} from "../../../test/factories/job-card.js";
import { createBranch, createShop, createStaffUser } from "../../../test/factories/shop.js";
import { listTotal } from "../../../test/lists.js";
import { FORBIDDEN, itRefusesWithoutSession, refusalsOf } from "../../../test/refusals.js";

const t = useTestApp();
const { create, list } = jobCardEndpoints;

/** A package of the branch: the alignment and two units of engine oil 5W-30 (500.00 less 50.00), for 2,000.00. */
async function alignmentPack(
  b: BookableBranch,
  overrides: { branchId?: string; active?: boolean; name?: string } = {},
) {
  const shopId = b.shop.shopId;
  const pkg = await createPackage(t, shopId, overrides.branchId ?? b.branch.id, {
    name: overrides.name ?? "Alignment pack",
    priceMinor: 200_000,
    active: overrides.active ?? true,
  });
  const oil = await createProduct(t, shopId, { name: "Engine oil", branchIds: [b.branch.id] });
  const oil5w30 = await createVariant(t, shopId, oil.id, {
    name: "5W-30",
    priceMinor: 50_000,
    discountType: DiscountType.fixed,
    discountValue: 5_000,
  });
  await t.db.insert(packageServices).values({ shopId: b.shop.shopId, packageId: pkg.id, serviceId: b.alignment.id });
  await t.db
    .insert(packageProducts)
    .values({ shopId: b.shop.shopId, packageId: pkg.id, variantId: oil5w30.id, quantity: 2 });
  return { pkg, oil5w30 };
}

/** An air filter (200.00 less 12.5 %) sold at the branch on its own. */
async function airFilter(b: BookableBranch, branchIds = [b.branch.id]) {
  const product = await createProduct(t, b.shop.shopId, { name: "Air filter", branchIds });
  return createVariant(t, b.shop.shopId, product.id, {
    name: "Standard",
    priceMinor: 20_000,
    discountType: DiscountType.percentage,
    discountValue: 1_250,
  });
}

describe("POST job-card/post", () => {
  itRefusesWithoutSession(t, create, () => ({ body: {} }));

  it("answers 400 naming the field for a body the form would not send, and creates nothing", async () => {
    const b = await createBookableBranch(t);
    const refuse = refusalsOf(t, create, { token: b.shop.token }, (overrides: Record<string, unknown>) =>
      jobCardBody(b, overrides),
    );
    await refuse({ pairs: [], slots: [] }, "pairs: Please choose at least one service and provider");
    await refuse({ slots: [] }, "slots: Please book a time slot for every service");
    await refuse(
      { slots: [{ service_id: b.oilChange.id, employee_id: b.ali.id, start_time: "9am" }] },
      "slots.0.start_time: must be a time such as 09:00",
    );
    await refuse(
      pairsOf([{ service: b.oilChange, employee: b.ali, start: "09:07" }]),
      "slots.0.start_time: is not a start time of the shop's grid: every 15 minutes from the start of work, or when a break or an appointment ends",
    );
    await refuse({ client_id: "ahmed" }, "client_id: must be a valid id");
    await refuse({ date: upcomingDate(0, -2) }, "date: must be today or later");
    await refuse({ odometer: -5 }, "odometer: must be at least 0");
    await refuse({ odometer: 5_000_001 }, "odometer: must be at most 5000000");
    await refuse({ products: [{ variant_id: randomUUID(), quantity: -5 }] }, "products.0.quantity: must be at least 1");
    await refuse({ products: [{ variant_id: randomUUID(), quantity: "" }] }, "products.0.quantity: is required");
    expect(await listTotal(t, list, b.shop.token)).toBe(0);
  });

  it("answers 400 naming the field for what is not the shop's, not at the branch or not active", async () => {
    const b = await createBookableBranch(t);
    const other = await createShop(t);
    const otherClient = await createClient(t, b.shop.shopId);
    const archived = await createClient(t, b.shop.shopId, { archivedAt: new Date() });
    const elsewhere = await createBranch(t, b.shop.shopId);
    const refuse = refusalsOf(t, create, { token: b.shop.token }, (overrides: Record<string, unknown>) =>
      jobCardBody(b, overrides),
    );
    await refuse({ client_id: (await createClient(t, other.shopId)).id }, "client_id: is not a client of this shop");
    await refuse({ client_id: archived.id }, "client_id: has been deleted");
    const otherVehicle = await createClientVehicle(t, b.shop.shopId, otherClient.id);
    await refuse({ vehicle_id: otherVehicle.id }, "vehicle_id: is not a vehicle of the chosen client");
    await t.db.update(clientVehicles).set({ archivedAt: new Date() }).where(eq(clientVehicles.id, otherVehicle.id));
    await refuse({ client_id: otherClient.id, vehicle_id: otherVehicle.id }, "vehicle_id: has been deleted");
    await refuse({ branch_id: (await createBranch(t, other.shopId)).id }, "branch_id: is not a branch of this shop");
    await refuse({ package_ids: [randomUUID()] }, "package_ids: includes a package that is not in this shop");
    const away = await alignmentPack(b, { branchId: elsewhere.id });
    await refuse(
      { package_ids: [away.pkg.id] },
      "package_ids: includes a package that is not active at the chosen branch",
    );
    const retired = await alignmentPack(b, { active: false, name: "Retired pack" });
    await refuse(
      { package_ids: [retired.pkg.id] },
      "package_ids: includes a package that is not active at the chosen branch",
    );
    const { pkg } = await alignmentPack(b);
    await refuse({ package_ids: [pkg.id] }, "pairs: Please choose a provider for every service of the chosen packages");
    const soldElsewhere = await airFilter(b, [elsewhere.id]);
    await refuse(
      { products: [{ variant_id: soldElsewhere.id, quantity: 1 }] },
      "products: includes a product not sold at the chosen branch",
    );
    await refuse(
      { products: [{ variant_id: randomUUID(), quantity: 1 }] },
      "products: includes a product that is not in this shop",
    );
    await refuse(
      { inspection_provider_id: (await createStaffUser(t, other.shopId)).userId },
      "inspection_provider_id: is not a team member of this shop",
    );
    await refuse(
      pairsOf([{ service: b.oilChange, employee: { id: b.shop.userId }, start: "09:00" }]),
      "pairs.0.employee_id: does not perform this service",
    );
    expect(await listTotal(t, list, b.shop.token)).toBe(0);
  });

  it("answers 403 for a user without job_cards.add, and creates nothing", async () => {
    const b = await createBookableBranch(t);
    const staff = await createStaffUser(t, b.shop.shopId, { permissions: ["job_cards.view", "job_cards.edit"] });
    const res = await t.api.call(create, { token: staff.token, body: jobCardBody(b) });
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await listTotal(t, list, b.shop.token)).toBe(0);
  });

  it("books services, a package and products, priced as booked, with totals the invoice will show", async () => {
    const b = await createBookableBranch(t);
    const { pkg, oil5w30 } = await alignmentPack(b);
    const filter = await airFilter(b);
    const date = upcomingDate(1);
    const staff = await createStaffUser(t, b.shop.shopId, { permissions: ["job_cards.add"] });
    const res = await t.api.call(create, {
      token: staff.token,
      body: jobCardBody(b, {
        date,
        odometer: 43_500,
        package_ids: [pkg.id],
        ...pairsOf([
          { service: b.oilChange, employee: b.ali, start: "09:00" },
          { service: b.alignment, employee: b.bilal, start: "09:00" },
        ]),
        products: [{ variant_id: filter.id, quantity: 1 }],
        show_inspection: true,
        inspection_provider_id: b.bilal.id,
        notes: "Noise from the front left wheel",
      }),
    });
    expect(res.status, res.body.message).toBe(200);
    const appointment = (start: string, end: string) => ({
      _id: expect.any(String),
      appointment_date: date,
      start_time: start,
      end_time: end,
      status: "booked",
    });
    expect(res.body.result).toEqual({
      _id: expect.any(String),
      number: 1,
      status: "booked",
      client: {
        _id: b.client.id,
        name: "Ahmed Khan",
        phone: "+92 300 1234567",
        identity_number_display: "35202-1234567-1",
      },
      vehicle: { _id: b.vehicle.id, plate: b.vehicle.plate, make_name: "Toyota", model_name: "Corolla" },
      branch_id: b.branch.id,
      branch_name_english: "Gulberg",
      branch_name_arabic: "جلبرج",
      scheduled_date: date,
      odometer: 43_500,
      previous_odometer: 42_000,
      show_inspection: true,
      inspection_provider_id: b.bilal.id,
      inspection_provider_name: "Bilal Ahmed",
      notes: "Noise from the front left wheel",
      packages: [{ package_id: pkg.id, name: "Alignment pack", price: 2000 }],
      services: [
        {
          _id: expect.any(String),
          service_id: b.oilChange.id,
          name: "Oil change",
          employee_id: b.ali.id,
          employee_name: "Ali Raza",
          package_id: null,
          price: 1500,
          discount_type: 1,
          discount_value: 100,
          duration_minutes: 60,
          appointment: appointment("09:00", "10:00"),
        },
        {
          _id: expect.any(String),
          service_id: b.alignment.id,
          name: "Wheel alignment",
          employee_id: b.bilal.id,
          employee_name: "Bilal Ahmed",
          package_id: pkg.id,
          price: 800,
          discount_type: 2,
          discount_value: 10,
          duration_minutes: 45,
          appointment: appointment("09:00", "09:45"),
        },
      ],
      products: [
        {
          _id: expect.any(String),
          variant_id: filter.id,
          name: "Air filter (Standard)",
          quantity: 1,
          package_id: null,
          price: 200,
          discount_type: 2,
          discount_value: 12.5,
          // None in stock: the booking stands, and the job card shows the shortage until stock arrives.
          in_stock: 0,
        },
        {
          _id: expect.any(String),
          variant_id: oil5w30.id,
          name: "Engine oil (5W-30)",
          quantity: 2,
          package_id: pkg.id,
          price: 500,
          discount_type: 1,
          discount_value: 50,
          in_stock: 0,
        },
      ],
      // The package 2,000.00, the oil change 1,400.00 and the filter 175.00, VAT 10 % on 3,575.00.
      totals: { subtotal: 3700, discount: 125, vat: 357.5, total: 3932.5 },
      invoice_id: null,
      invoice_number: null,
      inspection: {
        checklist: ["Oil level", "Oil filter", "Tyre pressure"],
        items: [],
        notes: null,
        photo_ids: [],
        updated_at: null,
      },
      created_at: expect.any(String),
    });
    const [vehicle] = await t.db.select().from(clientVehicles).where(eq(clientVehicles.id, b.vehicle.id));
    expect(vehicle?.odometer).toBe(43_500);
  });

  it("numbers the shop's job cards from 1", async () => {
    const b = await createBookableBranch(t);
    const first = await bookJobCard(t, b);
    const second = await bookJobCard(t, b, pairsOf([{ service: b.oilChange, employee: b.ali, start: "11:00" }]));
    const elsewhere = await createBookableBranch(t);
    expect([first.number, second.number, (await bookJobCard(t, elsewhere)).number]).toEqual([1, 2, 1]);
  });

  it("answers 409 with the fresh slots when a chosen start is taken, and creates nothing", async () => {
    const b = await createBookableBranch(t);
    await bookJobCard(t, b, pairsOf([{ service: b.oilChange, employee: b.ali, start: "10:00" }]));
    const res = await t.api.call(create, {
      token: b.shop.token,
      body: jobCardBody(b, {
        ...pairsOf([
          { service: b.alignment, employee: b.bilal, start: "09:00" },
          { service: b.oilChange, employee: b.ali, start: "10:30" },
        ]),
      }),
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This slot was just taken");
    const fresh = res.body.result as unknown as TimeSlotsDto;
    expect(fresh.map((pair) => [pair.service_id, pair.employee_id])).toEqual([
      [b.alignment.id, b.bilal.id],
      [b.oilChange.id, b.ali.id],
    ]);
    const aliStarts = fresh[1]?.slots.map((slot) => slot.start_time);
    expect(aliStarts).toContain("09:00");
    expect(aliStarts).toContain("11:00");
    expect(aliStarts).not.toContain("10:30");
    expect(await listTotal(t, list, b.shop.token)).toBe(1);
  });

  it("counts the slots booked earlier in the same request as taken", async () => {
    const b = await createBookableBranch(t);
    const res = await t.api.call(create, {
      token: b.shop.token,
      body: jobCardBody(b, {
        ...pairsOf([
          { service: b.oilChange, employee: b.ali, start: "09:00" },
          { service: b.alignment, employee: b.ali, start: "09:30" },
        ]),
      }),
    });
    expect(res.status).toBe(409);
    expect(await listTotal(t, list, b.shop.token)).toBe(0);
    // Back to back they fit, and two alignments cannot share the branch's one lift.
    await bookJobCard(t, b, {
      ...pairsOf([
        { service: b.oilChange, employee: b.ali, start: "09:00" },
        { service: b.alignment, employee: b.ali, start: "10:00" },
      ]),
    });
    const lift = await t.api.call(create, {
      token: b.shop.token,
      body: jobCardBody(b, pairsOf([{ service: b.alignment, employee: b.bilal, start: "10:15" }])),
    });
    expect(lift.status).toBe(409);
  });
});
