import {
  clockOf,
  freeStarts,
  invalid,
  isOffGrid,
  scheduleSpansFor,
  type ServiceEmployee,
  type ServiceSlotsDto,
  type SlotSearch,
  type Span,
} from "@pitlane/domain";
import type { Busy, PairFacts, SlotClock } from "./slot-context.js";

function factsOf(facts: PairFacts, pair: ServiceEmployee) {
  const service = facts.services.get(pair.service_id);
  const member = facts.members.get(pair.employee_id);
  // checkPairs read every pair's service and member, or refused the request.
  if (!service || !member) throw new Error("a pair was searched before it was checked");
  return { service, member };
}

/** The slot-finder's question for one pair on the date: its technician's day, what is taken, its resources. */
export function searchFor(
  pair: ServiceEmployee,
  date: string,
  facts: PairFacts,
  busy: Busy,
  clock: SlotClock,
  /** A line kept from booking keeps its own duration (the service's may have changed since). */
  durationMinutes?: number,
): SlotSearch {
  const { service, member } = factsOf(facts, pair);
  const { work, breaks } = scheduleSpansFor(member.weeklySchedule ?? [], date);
  return {
    work: clock.isPast ? [] : work,
    breaks,
    busy: busy.employees.get(pair.employee_id) ?? [],
    durationMinutes: durationMinutes ?? service.durationMinutes,
    interval: clock.interval,
    resources: (facts.needs.get(pair.service_id) ?? []).map((need) => ({
      capacity: need.capacity,
      needed: need.needed,
      busy: busy.resources.get(need.resourceId) ?? [],
    })),
    notBefore: clock.notBefore,
  };
}

/**
 * Whether a chosen start can be booked: 400 when it is off the shop's grid (the slot-finder offers
 * only grid starts, so a start between them was typed, not chosen), false when it is not free.
 */
export function fitsAt(search: SlotSearch, start: number, field: string): boolean {
  if (isOffGrid(search, start)) throw invalid(field, "slot_off_grid", { interval: search.interval });
  return freeStarts(search).includes(start);
}

/** Marks a slot booked earlier in the same request as taken, for its technician and its service's resources. */
export function holdSlot(busy: Busy, facts: PairFacts, pair: ServiceEmployee, span: Span): void {
  busy.employees.set(pair.employee_id, [...(busy.employees.get(pair.employee_id) ?? []), span]);
  for (const need of facts.needs.get(pair.service_id) ?? []) {
    const uses = busy.resources.get(need.resourceId) ?? [];
    busy.resources.set(need.resourceId, [...uses, { ...span, quantity: need.needed }]);
  }
}

/** The free slots of each pair, as the time-slots route and a refused booking answer them. */
export function freeSlotsOf(
  pairs: ServiceEmployee[],
  date: string,
  facts: PairFacts,
  busy: Busy,
  clock: SlotClock,
): ServiceSlotsDto[] {
  return pairs.map((pair) => {
    const search = searchFor(pair, date, facts, busy, clock);
    return {
      service_id: pair.service_id,
      employee_id: pair.employee_id,
      duration_minutes: search.durationMinutes,
      slots: freeStarts(search).map((start) => ({
        start_time: clockOf(start),
        end_time: clockOf(start + search.durationMinutes),
      })),
    };
  });
}
