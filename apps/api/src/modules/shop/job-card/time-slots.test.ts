import { randomUUID } from "node:crypto";
import { appointmentEndpoints, jobCardEndpoints, minutesOf, wallClockAt, type TimeSlotsDto } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { serviceBranches, serviceMembers, teamMemberBranches } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createService } from "../../../test/factories/catalog.js";
import {
  bookJobCard,
  createBookableBranch,
  pairsOf,
  startsBetween,
  upcomingDate,
  type BookableBranch,
} from "../../../test/factories/job-card.js";
import { createBranch, createShop, createStaffUser } from "../../../test/factories/shop.js";
import { createMember, workingWeek } from "../../../test/factories/team.js";
import { itRefusesWithoutPermission, itRefusesWithoutSession, refusalsOf } from "../../../test/refusals.js";

const t = useTestApp();
const { timeSlots } = jobCardEndpoints;

type Pair = [{ id: string }, { id: string }];

const slotsBody = (b: BookableBranch, pairs: Pair[], date = upcomingDate()) => ({
  date,
  branch_id: b.branch.id,
  serviceEmployeeMap: pairs.map(([service, employee]) => ({ service_id: service.id, employee_id: employee.id })),
});

/** The free starts of each pair asked for. */
async function startsOf(b: BookableBranch, pairs: Pair[], date?: string): Promise<string[][]> {
  const res = await t.api.call(timeSlots, { token: b.shop.token, body: slotsBody(b, pairs, date) });
  expect(res.status, res.body.message).toBe(200);
  return (res.body.result as TimeSlotsDto).map((pair) => pair.slots.map((slot) => slot.start_time));
}

/** An hour's work from 09:00 to 17:00 with the 13:00-13:30 break: starts up to 12:00, then from 13:30 to 16:00. */
const HOUR_STARTS = [...startsBetween("09:00", "12:00"), ...startsBetween("13:30", "16:00")];

describe("POST job-card/time-slots", () => {
  itRefusesWithoutSession(t, timeSlots, () => ({ body: {} }));

  it("answers 400 naming the field", async () => {
    const b = await createBookableBranch(t);
    const refuse = refusalsOf(t, timeSlots, { token: b.shop.token }, (overrides: Record<string, unknown>) => ({
      ...slotsBody(b, [[b.oilChange, b.ali]]),
      ...overrides,
    }));
    await refuse({ date: "2026-02-30" }, "date: must be a date such as 2026-01-31");
    await refuse({ serviceEmployeeMap: [] }, "serviceEmployeeMap: Please choose at least one service and provider");
    await refuse(
      { serviceEmployeeMap: [{ service_id: "oil", employee_id: b.ali.id }] },
      "serviceEmployeeMap.0.service_id: must be a valid id",
    );
    await refuse(
      { branch_id: (await createBranch(t, (await createShop(t)).shopId)).id },
      "branch_id: is not a branch of this shop",
    );
  });

  it("answers 400 naming the pair for a service or provider that cannot do the work at the branch", async () => {
    const b = await createBookableBranch(t);
    const shopId = b.shop.shopId;
    const elsewhere = await createBranch(t, shopId);
    const notHere = await createService(t, shopId, { branchIds: [elsewhere.id], memberIds: [b.ali.id] });
    const inactive = await createService(t, shopId, { active: false, branchIds: [b.branch.id], memberIds: [b.ali.id] });
    const foreign = await createService(t, (await createShop(t)).shopId);
    const unqualified = await createMember(t, shopId, { weeklySchedule: workingWeek(), branchIds: [b.branch.id] });
    const away = await createMember(t, shopId, { weeklySchedule: workingWeek(), branchIds: [elsewhere.id] });
    const onLeave = await createMember(t, shopId, { active: false, branchIds: [b.branch.id] });
    await t.db.insert(serviceMembers).values([
      { shopId: b.shop.shopId, serviceId: b.oilChange.id, userId: away.id },
      { shopId: b.shop.shopId, serviceId: b.oilChange.id, userId: onLeave.id },
    ]);
    const refuse = refusalsOf(t, timeSlots, { token: b.shop.token }, (pairs: Pair[]) => slotsBody(b, pairs));
    const second = (pair: Pair): Pair[] => [[b.oilChange, b.ali], pair];
    await refuse(second([notHere, b.ali]), "serviceEmployeeMap.1.service_id: is not offered at the chosen branch");
    await refuse(second([inactive, b.ali]), "serviceEmployeeMap.1.service_id: is not active");
    await refuse(second([foreign, b.ali]), "serviceEmployeeMap.1.service_id: is not a service of this shop");
    await refuse(second([b.oilChange, unqualified]), "serviceEmployeeMap.1.employee_id: does not perform this service");
    await refuse(second([b.oilChange, away]), "serviceEmployeeMap.1.employee_id: does not work at the chosen branch");
    await refuse(second([b.oilChange, onLeave]), "serviceEmployeeMap.1.employee_id: is not active");
    await refuse(
      second([b.oilChange, { id: randomUUID() }]),
      "serviceEmployeeMap.1.employee_id: is not a team member of this shop",
    );
  });

  itRefusesWithoutPermission(t, timeSlots, {
    title: "answers 403 for a user without job_cards.add",
    permissions: ["job_cards.view", "appointments.view"],
    call: async (shop) => ({ body: slotsBody(await createBookableBranch(t, shop), []) }),
  });

  it("lets a user holding job_cards.add search", async () => {
    const b = await createBookableBranch(t);
    const staff = await createStaffUser(t, b.shop.shopId, { permissions: ["job_cards.add"] });
    const res = await t.api.call(timeSlots, { token: staff.token, body: slotsBody(b, [[b.oilChange, b.ali]]) });
    expect(res.status).toBe(200);
  });

  it("offers every start at which the whole service fits around the break, with its end", async () => {
    const b = await createBookableBranch(t);
    const res = await t.api.call(timeSlots, { token: b.shop.token, body: slotsBody(b, [[b.oilChange, b.ali]]) });
    expect(res.body.result).toEqual([
      {
        service_id: b.oilChange.id,
        employee_id: b.ali.id,
        duration_minutes: 60,
        slots: HOUR_STARTS.map((start) => ({ start_time: start, end_time: expect.any(String) })),
      },
    ]);
    expect(res.body.result[0]?.slots.at(-1)).toEqual({ start_time: "16:00", end_time: "17:00" });
    expect(await startsOf(b, [[b.alignment, b.bilal]])).toEqual([
      [...startsBetween("09:00", "12:15"), ...startsBetween("13:30", "16:15")],
    ]);
  });

  it("has nothing on a day the technician does not work, nor on a past date", async () => {
    const b = await createBookableBranch(t);
    expect(await startsOf(b, [[b.oilChange, b.ali]], upcomingDate(2))).toEqual([[]]);
    const pastMonday = upcomingDate(0, -2);
    expect(await startsOf(b, [[b.oilChange, b.ali]], pastMonday)).toEqual([[]]);
  });

  it("starts today's slots at the shop's current minute", async () => {
    const b = await createBookableBranch(t);
    const allDay = workingWeek().map((day) => ({
      ...day,
      isCheck: true,
      work_slots: [{ start_time: "00:00", end_time: "23:59" }],
      break_slots: [],
    }));
    const early = await createMember(t, b.shop.shopId, { weeklySchedule: allDay, branchIds: [b.branch.id] });
    await t.db.insert(serviceMembers).values({
      shopId: b.shop.shopId,
      serviceId: b.oilChange.id,
      userId: early.id,
    });
    const now = wallClockAt("Asia/Karachi");
    const [starts = []] = await startsOf(b, [[b.oilChange, early]], now.date);
    expect(starts.every((start) => (minutesOf(start) ?? -1) >= now.minute)).toBe(true);
    expect(starts).not.toContain("00:00");
  });

  it("leaves out what the technician already has booked, at this branch or another", async () => {
    const b = await createBookableBranch(t);
    await bookJobCard(t, b, pairsOf([{ service: b.oilChange, employee: b.ali, start: "10:00" }]));
    expect(
      await startsOf(b, [
        [b.oilChange, b.ali],
        [b.oilChange, b.bilal],
      ]),
    ).toEqual([
      // Right after the booking is offered even off the grid; 09:00 still fits before it.
      HOUR_STARTS.filter((s) => s === "09:00" || s >= "11:00"),
      HOUR_STARTS,
    ]);
    const other = await createBranch(t, b.shop.shopId);
    await t.db.insert(teamMemberBranches).values({ shopId: b.shop.shopId, userId: b.ali.id, branchId: other.id });
    await t.db.insert(serviceBranches).values({ shopId: b.shop.shopId, serviceId: b.oilChange.id, branchId: other.id });
    const res = await t.api.call(timeSlots, {
      token: b.shop.token,
      body: { ...slotsBody(b, [[b.oilChange, b.ali]]), branch_id: other.id },
    });
    expect(res.body.result[0]?.slots.map((s) => s.start_time)).not.toContain("10:00");
  });

  it("leaves out the times the branch's resources are all taken, for anyone", async () => {
    const b = await createBookableBranch(t);
    await bookJobCard(t, b, pairsOf([{ service: b.alignment, employee: b.ali, start: "10:00" }]));
    const [bilalAlignment = [], bilalOil = []] = await startsOf(b, [
      [b.alignment, b.bilal],
      [b.oilChange, b.bilal],
    ]);
    // The lift is held 10:00-10:45: a 45-minute alignment cannot start from 09:30 to 10:30.
    expect(bilalAlignment).toContain("09:15");
    expect(bilalAlignment.filter((s) => s > "09:15" && s < "10:45")).toEqual([]);
    expect(bilalAlignment).toContain("10:45");
    expect(bilalOil).toEqual(HOUR_STARTS);
  });

  it("follows the shop's slot interval", async () => {
    const b = await createBookableBranch(t);
    await t.api.call(appointmentEndpoints.updateSettings, { token: b.shop.token, body: { slot_interval: 30 } });
    expect(await startsOf(b, [[b.oilChange, b.ali]])).toEqual([
      [...startsBetween("09:00", "12:00", 30), ...startsBetween("13:30", "16:00", 30)],
    ]);
  });
});

describe("GET appointment/get-all-appointments-by-employee-services-ids", () => {
  const { employeeServicesSlots } = appointmentEndpoints;
  const query = (b: BookableBranch, serviceIds: string[]) => ({
    employee_id: b.ali.id,
    service_ids: serviceIds.join(","),
    date: upcomingDate(),
    branch_id: b.branch.id,
  });

  itRefusesWithoutSession(t, employeeServicesSlots, () => ({
    query: { employee_id: randomUUID(), service_ids: randomUUID(), date: upcomingDate(), branch_id: randomUUID() },
  }));

  it("answers 400 naming the field", async () => {
    const b = await createBookableBranch(t);
    const res = await t.api.call(employeeServicesSlots, {
      token: b.shop.token,
      query: { ...query(b, [b.oilChange.id]), service_ids: "oil" },
    });
    expect(res.body).toMatchObject({ error_code: 400, message: "service_ids.0: must be a valid id" });
  });

  it("answers 403 for a user without job_cards.add", async () => {
    const b = await createBookableBranch(t);
    const staff = await createStaffUser(t, b.shop.shopId, { permissions: ["appointments.view"] });
    const res = await t.api.call(employeeServicesSlots, { token: staff.token, query: query(b, [b.oilChange.id]) });
    expect(res.status).toBe(403);
  });

  it("gives one technician's free starts, the same as the time-slot search, taken slots left out", async () => {
    const b = await createBookableBranch(t);
    const date = upcomingDate();
    await bookJobCard(t, b, { date, ...pairsOf([{ service: b.oilChange, employee: b.ali, start: "09:00" }]) });
    const res = await t.api.call(employeeServicesSlots, { token: b.shop.token, query: query(b, [b.oilChange.id]) });
    expect(res.status, res.body.message).toBe(200);
    const [pair] = res.body.result as TimeSlotsDto;
    expect(pair?.employee_id).toBe(b.ali.id);
    const starts = pair?.slots.map((slot) => slot.start_time) ?? [];
    expect(starts).not.toContain("09:00");
    expect(starts).toEqual((await startsOf(b, [[b.oilChange, b.ali]], date))[0]);
  });
});
