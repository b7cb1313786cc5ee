import { randomUUID } from "node:crypto";
import { appointmentEndpoints, jobCardEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { serviceMembers, shopUsers } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import {
  bookJobCard,
  createBookableBranch,
  pairsOf,
  upcomingDate,
  type BookableBranch,
} from "../../../test/factories/job-card.js";
import { createBranch, createShop } from "../../../test/factories/shop.js";
import { createMember } from "../../../test/factories/team.js";
import { createUpload } from "../../../test/factories/upload.js";
import {
  itRefusesWithoutPermission,
  itRefusesWithoutSession,
  invalidEnvelope,
  notFoundEnvelope,
} from "../../../test/refusals.js";

const t = useTestApp();
const { bookedEmployees, byShopUsers, byEmployee } = appointmentEndpoints;

/** The coming Monday and Tuesday. */
const week = () => ({ from: upcomingDate(0), to: upcomingDate(1) });

/**
 * Ali's oil change on Monday at 09:00, Bilal's alignment on Tuesday at 10:00, Ali's alignment a
 * week later (outside the range) and a cancelled oil change of Bilal's on Monday.
 */
async function bookedWeek(b: BookableBranch) {
  const monday = await bookJobCard(t, b);
  await bookJobCard(t, b, {
    date: upcomingDate(1),
    ...pairsOf([{ service: b.alignment, employee: b.bilal, start: "10:00" }]),
  });
  await bookJobCard(t, b, {
    date: upcomingDate(0, 1),
    ...pairsOf([{ service: b.alignment, employee: b.ali, start: "09:00" }]),
  });
  const cancelled = await bookJobCard(t, b, pairsOf([{ service: b.oilChange, employee: b.bilal, start: "12:00" }]));
  await t.api.call(jobCardEndpoints.changeStatus, {
    token: b.shop.token,
    params: { id: cancelled._id },
    body: { status: "cancelled" },
  });
  return { monday };
}

interface Range {
  from: string;
  to: string;
}

/** The refusals of a calendar read (`read` asks it for a range): 400 for a range it cannot read. */
function itRefusesABadRange(read: (token: string, range: Range) => Promise<{ body: unknown }>) {
  it("answers 400 naming the field for a range it cannot read", async () => {
    const shop = await createShop(t);
    const cases: [Range, string][] = [
      [{ from: "monday", to: upcomingDate() }, "from: must be a date such as 2026-01-31"],
      [{ from: upcomingDate(1), to: upcomingDate(0) }, "to: must not be before the start date"],
      [{ from: upcomingDate(0), to: upcomingDate(3, 4) }, "to: must be at most 31 days after the start date"],
    ];
    for (const [range, message] of cases)
      expect((await read(shop.token, range)).body).toEqual(invalidEnvelope(message));
  });
}

describe("GET appointment/get-all-booked-employee-by-shop-id", () => {
  itRefusesWithoutSession(t, bookedEmployees, () => ({ query: week() }));
  itRefusesABadRange((token, range) => t.api.call(bookedEmployees, { token, query: range }));
  itRefusesWithoutPermission(t, bookedEmployees, {
    title: "answers 403 for a user without appointments.view",
    permissions: ["job_cards.view"],
    call: () => ({ query: week() }),
  });

  it("answers 404 for another shop's branch", async () => {
    const shop = await createShop(t);
    const branch = await createBranch(t, (await createShop(t)).shopId);
    const res = await t.api.call(bookedEmployees, { token: shop.token, query: { ...week(), branch_id: branch.id } });
    expect(res.body).toEqual(notFoundEnvelope("Branch"));
  });

  it("lists the branch's active service providers and anyone booked there in the range, by name", async () => {
    const b = await createBookableBranch(t);
    const image = await createUpload(t, b.shop.token);
    await t.db.update(shopUsers).set({ imageUploadId: image }).where(eq(shopUsers.id, b.ali.id));
    await createMember(t, b.shop.shopId, { name: "Chand (no services)", branchIds: [b.branch.id] });
    const away = await createMember(t, b.shop.shopId, { name: "Dawood (elsewhere)", branchIds: [] });
    await t.db.insert(serviceMembers).values({ shopId: b.shop.shopId, serviceId: b.oilChange.id, userId: away.id });
    await bookedWeek(b);
    // Bilal stops performing services: his booking on Tuesday still makes him a column that week.
    await t.db.delete(serviceMembers).where(eq(serviceMembers.userId, b.bilal.id));
    const names = async (query: Range & { branch_id?: string }) =>
      (await t.api.call(bookedEmployees, { token: b.shop.token, query })).body.result.map((e) => e.name_eng);
    const atBranch = { ...week(), branch_id: b.branch.id };
    const res = await t.api.call(bookedEmployees, { token: b.shop.token, query: atBranch });
    expect(res.body.result).toEqual([
      { _id: b.ali.id, image, name_eng: "Ali Raza", name_arabic: null },
      { _id: b.bilal.id, image: null, name_eng: "Bilal Ahmed", name_arabic: null },
    ]);
    expect(await names({ ...atBranch, from: upcomingDate(2), to: upcomingDate(3) })).toEqual(["Ali Raza"]);
    expect(await names(week())).toEqual(["Ali Raza", "Bilal Ahmed", "Dawood (elsewhere)"]);
    await t.db.update(shopUsers).set({ active: false }).where(eq(shopUsers.id, b.ali.id));
    expect(await names({ ...atBranch, from: upcomingDate(2), to: upcomingDate(3) })).toEqual([]);
  });
});

describe("GET appointment/get-all-appointments-by-shop-user-ids", () => {
  const query = (b: BookableBranch) => ({ ...week(), ids: `${b.ali.id},${b.bilal.id}` });

  itRefusesWithoutSession(t, byShopUsers, () => ({ query: { ...week(), ids: randomUUID() } }));

  it("answers 400 naming the field", async () => {
    const shop = await createShop(t);
    const call = (q: { ids: string; to?: string }) =>
      t.api.call(byShopUsers, { token: shop.token, query: { ...week(), ...q } });
    expect((await call({ ids: "ali" })).body).toEqual(invalidEnvelope("ids.0: must be a valid id"));
    expect((await call({ ids: "," })).body).toEqual(invalidEnvelope("ids: is required"));
    expect((await call({ ids: randomUUID(), to: "soon" })).body).toEqual(
      invalidEnvelope("to: must be a date such as 2026-01-31"),
    );
  });

  itRefusesWithoutPermission(t, byShopUsers, {
    title: "answers 403 for a user without appointments.view",
    permissions: ["job_cards.view", "appointments.add"],
    call: () => ({ query: { ...week(), ids: randomUUID() } }),
  });

  it("answers 404 when one of the members is another shop's", async () => {
    const b = await createBookableBranch(t);
    const foreign = await createMember(t, (await createShop(t)).shopId);
    const res = await t.api.call(byShopUsers, {
      token: b.shop.token,
      query: { ...week(), ids: `${b.ali.id},${foreign.id}` },
    });
    expect(res.body).toEqual(notFoundEnvelope("Team member"));
  });

  it("answers each member with their appointments in the range, in time order, without cancelled ones", async () => {
    const b = await createBookableBranch(t);
    const { monday } = await bookedWeek(b);
    const res = await t.api.call(byShopUsers, { token: b.shop.token, query: query(b) });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual([
      {
        _id: b.ali.id,
        image: null,
        name_eng: "Ali Raza",
        name_arabic: null,
        appointments: [
          {
            _id: monday.services[0]?.appointment?._id,
            appointment_date: upcomingDate(0),
            start_time: "09:00",
            end_time: "10:00",
            service_id: b.oilChange.id,
            service_name: "Oil change",
            package_id: null,
            status: "booked",
            employee_id: b.ali.id,
            employee_name: "Ali Raza",
            job_card_id: monday._id,
            job_card_number: 1,
            client_id: b.client.id,
            client_name: "Ahmed Khan",
            vehicle_plate: b.vehicle.plate,
            branch_id: b.branch.id,
            branch_name_english: "Gulberg",
            branch_name_arabic: "جلبرج",
          },
        ],
      },
      {
        _id: b.bilal.id,
        image: null,
        name_eng: "Bilal Ahmed",
        name_arabic: null,
        appointments: [expect.objectContaining({ appointment_date: upcomingDate(1), start_time: "10:00" })],
      },
    ]);
    const elsewhere = await createBranch(t, b.shop.shopId);
    const there = await t.api.call(byShopUsers, {
      token: b.shop.token,
      query: { ...query(b), branch_id: elsewhere.id },
    });
    expect(there.body.result.map((member) => member.appointments)).toEqual([[], []]);
  });
});

describe("GET appointment/get-all-appointments-by-employee-id", () => {
  itRefusesWithoutSession(t, byEmployee, () => ({ query: { ...week(), employee_id: randomUUID() } }));
  itRefusesABadRange((token, range) =>
    t.api.call(byEmployee, { token, query: { ...range, employee_id: randomUUID() } }),
  );
  itRefusesWithoutPermission(t, byEmployee, {
    title: "answers 403 for a user without appointments.view",
    permissions: ["appointments.delete"],
    call: () => ({ query: { ...week(), employee_id: randomUUID() } }),
  });

  it("answers 404 for another shop's member and 400 for a bad id", async () => {
    const shop = await createShop(t);
    const foreign = await createMember(t, (await createShop(t)).shopId);
    const res = await t.api.call(byEmployee, { token: shop.token, query: { ...week(), employee_id: foreign.id } });
    expect(res.body).toEqual(notFoundEnvelope("Team member"));
    const bad = await t.api.call(byEmployee, { token: shop.token, query: { ...week(), employee_id: "ali" } });
    expect(bad.body).toEqual(invalidEnvelope("employee_id: must be a valid id"));
  });

  it("answers one member's appointments in the range", async () => {
    const b = await createBookableBranch(t);
    await bookedWeek(b);
    const res = await t.api.call(byEmployee, {
      token: b.shop.token,
      query: { from: upcomingDate(0), to: upcomingDate(0, 1), employee_id: b.ali.id },
    });
    expect(res.body.result.map((a) => [a.appointment_date, a.start_time, a.service_name])).toEqual([
      [upcomingDate(0), "09:00", "Oil change"],
      [upcomingDate(0, 1), "09:00", "Wheel alignment"],
    ]);
  });
});
