import { type TimeSlotsBody, type TimeSlotsDto } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { assertOwned } from "../../../db/ownership.js";
import type { RequestContext } from "../../../platform/route.js";
import { realClock, type Clock } from "../../../platform/tenant-zones.js";
import { busyOn, checkPairs, clockFor } from "./slot-context.js";
import { slotReads } from "./slot-repo.js";
import { freeSlotsOf } from "./slot-search.js";

/**
 * Free starts on a date for each service and technician at a branch, after checking every pair
 * (400 naming `serviceEmployeeMap.N.service_id` or `.employee_id`). A past date has none; today's
 * begin at the shop's current minute. Read in a handful of queries whatever the number of pairs.
 * For a job card being edited (`job_card_id`) its own appointments do not count as taken.
 */
export function createSlotSearch(db: Db, now: Clock = realClock) {
  return async (ctx: RequestContext, body: TimeSlotsBody): Promise<TimeSlotsDto> => {
    const shopId = ctx.tenantId;
    await assertOwned(db, "branches", shopId, [body.branch_id], "branch_id", "not_shop_branch");
    const pairs = body.serviceEmployeeMap;
    const facts = await checkPairs(db, shopId, body.branch_id, pairs, "serviceEmployeeMap");
    // Editing a job card, its own appointments are the user's to keep or move: not taken.
    const own = body.job_card_id ? await slotReads.appointmentIdsOf(db, shopId, body.job_card_id) : [];
    const [clock, busy] = await Promise.all([
      clockFor(db, shopId, body.date, now()),
      busyOn(db, shopId, body.branch_id, body.date, facts, own),
    ]);
    return freeSlotsOf(pairs, body.date, facts, busy, clock);
  };
}
