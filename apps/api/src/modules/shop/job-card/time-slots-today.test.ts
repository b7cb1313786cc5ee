import { jobCardEndpoints, type TimeSlotsDto } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { serviceMembers } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createBookableBranch } from "../../../test/factories/job-card.js";
import { usePlaces } from "../../../test/factories/location.js";
import { createShop, signUpShop, type TestShop } from "../../../test/factories/shop.js";
import { createMember, workingWeek } from "../../../test/factories/team.js";

/** A Monday; the app's clock stands at 16:25 in Riyadh (UTC+3) that day, which is 18:25 in Karachi (UTC+5). */
const TODAY = "2030-03-04";
const NOW = new Date("2030-03-04T13:25:00Z");

const t = useTestApp({}, { clock: () => NOW });
const places = usePlaces(t);

/** Today's free starts of an hour's oil change with a technician who works Mondays 09:00-18:00. */
async function todaysStarts(shop: TestShop): Promise<string[]> {
  const b = await createBookableBranch(t, shop);
  const untilSix = workingWeek().map((day, index) =>
    index === 0 ? { ...day, work_slots: [{ start_time: "09:00", end_time: "18:00" }], break_slots: [] } : day,
  );
  const late = await createMember(t, shop.shopId, { weeklySchedule: untilSix, branchIds: [b.branch.id] });
  await t.db.insert(serviceMembers).values({ shopId: b.shop.shopId, serviceId: b.oilChange.id, userId: late.id });
  const res = await t.api.call(jobCardEndpoints.timeSlots, {
    token: shop.token,
    body: {
      date: TODAY,
      branch_id: b.branch.id,
      serviceEmployeeMap: [{ service_id: b.oilChange.id, employee_id: late.id }],
    },
  });
  expect(res.status, res.body.message).toBe(200);
  return (res.body.result as TimeSlotsDto).flatMap((pair) => pair.slots.map((slot) => slot.start_time));
}

describe("today's time slots on the shop's wall clock", () => {
  it("offers a shop that signed up in Saudi Arabia what is left of the day at 16:25 Riyadh time, up to 18:00", async () => {
    const shop = await signUpShop(t, { country_id: places.saudiArabia, currency: "SAR" });
    expect(await todaysStarts(shop)).toEqual(["16:30", "16:45", "17:00"]);
  });

  it("offers a Karachi shop nothing at the same moment: it is 18:25 there", async () => {
    const shop = await createShop(t, { timeZone: "Asia/Karachi" });
    expect(await todaysStarts(shop)).toEqual([]);
  });
});
