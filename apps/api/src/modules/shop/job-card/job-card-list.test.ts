import { jobCardEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createClient, createClientVehicle } from "../../../test/factories/client.js";
import {
  bookJobCard,
  createBookableBranch,
  createJobCardRow,
  pairsOf,
  upcomingDate,
  type BookableBranch,
} from "../../../test/factories/job-card.js";
import { createBranch, createStaffUser } from "../../../test/factories/shop.js";
import { itAnswersAnEmptyFirstPage } from "../../../test/lists.js";
import { itRefusesLikeEveryGet, itRefusesLikeEveryList } from "../../../test/refusals.js";

const t = useTestApp();
const { list, get, changeStatus } = jobCardEndpoints;

/** The numbers of the job cards the list answers for `query`. */
async function numbersOf(b: BookableBranch, query: Record<string, string | number> = {}) {
  const res = await t.api.call(list, { token: b.shop.token, query });
  expect(res.status).toBe(200);
  return res.body.result.items.map((item) => item.number);
}

/** Three job cards: #1 on Monday, #2 a week later for another client, #3 on Tuesday, cancelled. */
async function threeJobCards(b: BookableBranch) {
  await bookJobCard(t, b);
  const client = await createClient(t, b.shop.shopId, { name: "Sara Malik" });
  const vehicle = await createClientVehicle(t, b.shop.shopId, client.id, { plate: "KHI-777" });
  await bookJobCard(t, b, { client_id: client.id, vehicle_id: vehicle.id, date: upcomingDate(0, 1) });
  const third = await bookJobCard(t, b, { date: upcomingDate(1) });
  await t.api.call(changeStatus, { token: b.shop.token, params: { id: third._id }, body: { status: "cancelled" } });
  return { client };
}

describe("GET job-card/get-all-by-shop-id", () => {
  itRefusesLikeEveryList(t, list, { permission: "job_cards.view", permissions: ["job_cards.add"] });
  itAnswersAnEmptyFirstPage(t, list, "job cards");

  it("lists a job card with its client, vehicle, first slot, services and total", async () => {
    const b = await createBookableBranch(t);
    const card = await bookJobCard(t, b, {
      ...pairsOf([
        { service: b.alignment, employee: b.bilal, start: "11:00" },
        { service: b.oilChange, employee: b.ali, start: "09:30" },
      ]),
    });
    const res = await t.api.call(list, { token: b.shop.token });
    expect(res.body.result).toEqual({
      items: [
        {
          _id: card._id,
          number: 1,
          status: "booked",
          client_id: b.client.id,
          client_name: "Ahmed Khan",
          vehicle_plate: b.vehicle.plate,
          branch_id: b.branch.id,
          branch_name_english: "Gulberg",
          branch_name_arabic: "جلبرج",
          scheduled_date: upcomingDate(),
          start_time: "09:30",
          service_names: ["Oil change", "Wheel alignment"],
          // 1,400.00 and 720.00, with 10 % VAT.
          total: 2332,
          invoice_id: null,
          created_at: card.created_at,
        },
      ],
      total: 1,
      total_capped: false,
      page: 1,
      limit: 10,
    });
  });

  it("lists the latest scheduled first, filtered by status, branch, client and dates, in pages", async () => {
    const b = await createBookableBranch(t);
    const { client } = await threeJobCards(b);
    expect(await numbersOf(b)).toEqual([2, 3, 1]);
    expect(await numbersOf(b, { status: "cancelled" })).toEqual([3]);
    expect(await numbersOf(b, { status: "booked", limit: 1, page: 2 })).toEqual([1]);
    expect(await numbersOf(b, { client_id: client.id })).toEqual([2]);
    expect(await numbersOf(b, { from: upcomingDate(1), to: upcomingDate(1) })).toEqual([3]);
    expect(await numbersOf(b, { from: upcomingDate(1) })).toEqual([2, 3]);
    expect(await numbersOf(b, { branch_id: b.branch.id })).toEqual([2, 3, 1]);
    expect(await numbersOf(b, { branch_id: (await createBranch(t, b.shop.shopId)).id })).toEqual([]);
    // A filter the list cannot read is left out rather than refused.
    expect(await numbersOf(b, { status: "lost", from: "soon" })).toEqual([2, 3, 1]);
  });

  it("finds job cards by client name, plate or number", async () => {
    const b = await createBookableBranch(t);
    await threeJobCards(b);
    expect(await numbersOf(b, { search: "sara" })).toEqual([2]);
    expect(await numbersOf(b, { search: "khi-7" })).toEqual([2]);
    expect(await numbersOf(b, { search: "JC-000003" })).toEqual([3]);
    expect(await numbersOf(b, { search: "jc1" })).toEqual([1]);
  });

  it("shows only the shop's own job cards", async () => {
    const b = await createBookableBranch(t);
    await bookJobCard(t, await createBookableBranch(t));
    expect(await numbersOf(b)).toEqual([]);
  });
});

describe("GET job-card/get/:id", () => {
  itRefusesLikeEveryGet(t, get, {
    entity: "Job card",
    permission: "job_cards.view",
    permissions: ["job_cards.add", "job_cards.change_status"],
    create: (shopId) => createJobCardRow(t, shopId),
  });

  it("answers the job card as booked, for a user holding job_cards.view", async () => {
    const b = await createBookableBranch(t);
    const card = await bookJobCard(t, b);
    const staff = await createStaffUser(t, b.shop.shopId, { permissions: ["job_cards.view"] });
    const res = await t.api.call(get, { token: staff.token, params: { id: card._id } });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual(card);
    expect(res.body.result.inspection).toBeNull();
  });
});
