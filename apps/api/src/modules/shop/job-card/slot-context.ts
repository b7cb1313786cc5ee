import { invalid, wallClockAt, type ServiceEmployee, type Span } from "@pitlane/domain";
import { groupBy } from "../../../db/links.js";
import type { Db } from "../../../db/client.js";
import { slotReads, type MemberFact, type ResourceNeed, type ServiceFact } from "./slot-repo.js";

/** What the pairs name, checked: the services, the technicians and the branch resources each service takes. */
export interface PairFacts {
  services: Map<string, ServiceFact>;
  members: Map<string, MemberFact>;
  needs: Map<string, ResourceNeed[]>;
}

/** What is taken on the date: each technician's appointments and each resource's uses. */
export interface Busy {
  employees: Map<string, Span[]>;
  resources: Map<string, (Span & { quantity: number })[]>;
}

/** The grid of starts, and when a date's starts begin: never for a past date, from the current minute today. */
export interface SlotClock {
  interval: number;
  isPast: boolean;
  notBefore: number | undefined;
}

const distinct = (ids: string[]) => [...new Set(ids)];

/**
 * Every pair must name a service of the shop that is active and offered at the branch, and a
 * person of the shop who is active, performs it and works at the branch; else 400 naming the pair's
 * field (`${field}.2.employee_id`). Answers what the search and the booking need, read in two queries.
 */
export async function checkPairs(
  db: Db,
  shopId: string,
  branchId: string,
  pairs: ServiceEmployee[],
  field: string,
  /** Where each pair sits in the request, when only some of its pairs are checked. */
  indexes?: readonly number[],
): Promise<PairFacts> {
  const serviceIds = distinct(pairs.map((p) => p.service_id));
  const memberIds = distinct(pairs.map((p) => p.employee_id));
  // One after another: inside a booking's transaction they share one connection.
  const serviceRows = await slotReads.servicesAt(db, shopId, branchId, serviceIds);
  const memberRows = await slotReads.membersAt(db, shopId, branchId, memberIds, serviceIds);
  const services = new Map(serviceRows.map((row) => [row.id, row]));
  const members = new Map(memberRows.map((row) => [row.id, row]));
  pairs.forEach((pair, index) => {
    const at = `${field}.${indexes?.[index] ?? index}`;
    const service = services.get(pair.service_id);
    if (!service) throw invalid(`${at}.service_id`, "not_shop_service");
    if (!service.isActive) throw invalid(`${at}.service_id`, "inactive");
    if (!service.offeredAtBranchId) throw invalid(`${at}.service_id`, "not_offered_at_branch");
    const member = members.get(pair.employee_id);
    if (!member) throw invalid(`${at}.employee_id`, "not_shop_member");
    if (!member.isActive) throw invalid(`${at}.employee_id`, "inactive");
    if (!member.performs.includes(pair.service_id)) throw invalid(`${at}.employee_id`, "not_qualified");
    if (!member.worksAtBranchId) throw invalid(`${at}.employee_id`, "member_not_at_branch");
  });
  return { services, members, needs: new Map(serviceRows.map((row) => [row.id, row.needs])) };
}

/** The resources the pairs' services take, each once, in id order (the order bookings lock them in). */
export const neededResourceIds = (facts: PairFacts) =>
  distinct([...facts.needs.values()].flat().map((need) => need.resourceId)).sort();

/**
 * What the technicians and the resources of the pairs already hold on the date, in two queries,
 * leaving out the appointments in `except` (those a job card being edited gives up).
 */
export async function busyOn(
  db: Db,
  shopId: string,
  branchId: string,
  date: string,
  facts: PairFacts,
  except: readonly string[] = [],
): Promise<Busy> {
  const employeeRows = await slotReads.employeeBusy(db, shopId, date, [...facts.members.keys()], except);
  const resourceRows = await slotReads.resourceBusy(db, shopId, branchId, date, neededResourceIds(facts), except);
  return {
    employees: groupBy(employeeRows, (row) => row.employeeId),
    resources: groupBy(resourceRows, (row) => row.resourceId),
  };
}

/** The shop's slot grid and what "now" means for the date, on the shop's wall clock. */
export function clockOf(shop: { interval: number; timeZone: string }, date: string, now = new Date()): SlotClock {
  const today = wallClockAt(shop.timeZone, now);
  return {
    interval: shop.interval,
    isPast: date < today.date,
    notBefore: date === today.date ? today.minute : undefined,
  };
}

/** The clock of `clockOf`, reading the shop's grid and zone. */
export async function clockFor(db: Db, shopId: string, date: string, now = new Date()): Promise<SlotClock> {
  return clockOf(await slotReads.shopClock(db, shopId), date, now);
}
