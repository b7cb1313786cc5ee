import { conflict, minutesOf, type ServiceEmployee, type Span } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import type { appointments } from "../../../db/schema/index.js";
import { busyOn, type Busy, type PairFacts, type SlotClock } from "./slot-context.js";
import { fitsAt, freeSlotsOf, holdSlot, searchFor } from "./slot-search.js";

export const pairKey = (pair: ServiceEmployee) => `${pair.service_id}:${pair.employee_id}`;

/** A start a request asks for: its pair, where it sits in the request's slots, and a kept line's own duration. */
export interface WantedSlot {
  pair: ServiceEmployee;
  startTime: string;
  index: number;
  durationMinutes?: number;
}

/** Where and when a job card's slots are, and what its pairs were checked against. */
export interface SlotPlace {
  branchId: string;
  date: string;
  facts: PairFacts;
  clock: SlotClock;
}

/**
 * Each wanted start must be on the shop's grid (else 400 naming the slot) and still be free,
 * counting the starts taken before it in the same request and leaving out the `released`
 * appointments (those an edit gives up); else 409 carrying the fresh slots of every wanted pair,
 * so the form can offer them at once. Call it holding the technicians' and resources' locks.
 */
export async function takeSlots(
  tx: Db,
  shopId: string,
  place: SlotPlace,
  wanted: WantedSlot[],
  released: readonly string[] = [],
): Promise<Map<string, Span>> {
  const { branchId, date, facts, clock } = place;
  const busy = await busyOn(tx, shopId, branchId, date, facts, released);
  const held: Busy = { employees: new Map(busy.employees), resources: new Map(busy.resources) };
  const spans = new Map<string, Span>();
  for (const slot of wanted) {
    const search = searchFor(slot.pair, date, facts, held, clock, slot.durationMinutes);
    const start = minutesOf(slot.startTime);
    if (start === null || !fitsAt(search, start, `slots.${slot.index}.start_time`)) {
      const pairs = wanted.map((w) => w.pair);
      throw conflict("slot_taken", { result: freeSlotsOf(pairs, date, facts, busy, clock) });
    }
    const span = { start, end: start + search.durationMinutes };
    holdSlot(held, facts, slot.pair, span);
    spans.set(pairKey(slot.pair), span);
  }
  return spans;
}

/** A job card's services as written, each with the pair it performs. */
interface WrittenService {
  id: string;
  serviceId: string;
  providerId: string;
}

/** The appointment rows of the services given a slot, in the job card's status (booked or in progress). */
export function appointmentRows(
  card: { shopId: string; jobCardId: string; branchId: string; date: string; status: string },
  services: WrittenService[],
  spans: Map<string, Span>,
): (typeof appointments.$inferInsert)[] {
  return services.flatMap((row) => {
    const span = spans.get(pairKey({ service_id: row.serviceId, employee_id: row.providerId }));
    if (!span) return [];
    return [
      {
        shopId: card.shopId,
        jobCardId: card.jobCardId,
        jobCardServiceId: row.id,
        branchId: card.branchId,
        employeeId: row.providerId,
        serviceId: row.serviceId,
        appointmentDate: card.date,
        startMinute: span.start,
        endMinute: span.end,
        status: card.status,
      },
    ];
  });
}
