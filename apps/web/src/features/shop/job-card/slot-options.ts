import {
  type BookedSlot,
  type DraftPair,
  type JobCardDraft,
  type ServiceSlotsDto,
  TimeSlotsDto,
  minutesOf,
} from "@pitlane/domain";

/** The form's slot id of a pair (the draft's contract): one booking per service and technician. */
export const slotIdOf = (serviceId: string, providerId: string) => `${serviceId}:${providerId}`;

export function bookingOf(pair: DraftPair, date: string, startTime: string): BookedSlot {
  return {
    service_id: pair.service_id,
    technician_id: pair.provider_id,
    slot_id: slotIdOf(pair.service_id, pair.provider_id),
    booking_time_slot: { date, start_time: startTime },
  };
}

type PairRef = Pick<ServiceSlotsDto, "service_id" | "employee_id">;
const isSameEntry = (a: PairRef, b: PairRef) => a.service_id === b.service_id && a.employee_id === b.employee_id;

export function slotsOfPair(result: readonly ServiceSlotsDto[] | undefined, pair: DraftPair) {
  return result?.find((entry) => isSameEntry(entry, { service_id: pair.service_id, employee_id: pair.provider_id }));
}

/** The time booked for a pair on the draft's date, if any. */
export function bookedTimeOf(draft: JobCardDraft, pair: DraftPair): string | null {
  const slot = draft.booked_slots.find(
    (s) =>
      s.service_id === pair.service_id &&
      s.technician_id === pair.provider_id &&
      s.booking_time_slot.date === draft.selected_date,
  );
  return slot?.booking_time_slot.start_time ?? null;
}

export interface SlotChip {
  start_time: string;
  end_time: string;
  isBooked: boolean;
  /** The same technician is already booked for another of this job card's services then. */
  isClash: boolean;
}

export interface PairSlots {
  chips: SlotChip[];
  /** The booked time is no longer among the free ones (another booking took it meanwhile). */
  isBookedTimeGone: boolean;
}

interface Span {
  start: number;
  end: number;
}

function spanOf(start: string, minutes: number): Span | null {
  const from = minutesOf(start);
  return from === null ? null : { start: from, end: from + minutes };
}

/** What the technician of `pair` is already booked for on this job card, by its other services. */
function ownBookings(result: readonly ServiceSlotsDto[], draft: JobCardDraft, pair: DraftPair): Span[] {
  return draft.pairs
    .filter((other) => other.provider_id === pair.provider_id && other.service_id !== pair.service_id)
    .flatMap((other) => {
      const start = bookedTimeOf(draft, other);
      const duration = slotsOfPair(result, other)?.duration_minutes;
      const span = start !== null && duration !== undefined ? spanOf(start, duration) : null;
      return span ? [span] : [];
    });
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/**
 * A pair's free start times as chips: the booked one marked, and those that would overlap the
 * technician's other bookings on this job card marked as clashing (the server would refuse them).
 */
export function pairSlots(result: readonly ServiceSlotsDto[] | undefined, draft: JobCardDraft, pair: DraftPair) {
  const entry = slotsOfPair(result, pair);
  const booked = bookedTimeOf(draft, pair);
  if (!result || !entry) return { chips: [], isBookedTimeGone: false } satisfies PairSlots;
  const busy = ownBookings(result, draft, pair);
  const chips = entry.slots.map((slot): SlotChip => {
    const span = spanOf(slot.start_time, entry.duration_minutes);
    return {
      start_time: slot.start_time,
      end_time: slot.end_time,
      isBooked: slot.start_time === booked,
      isClash: span !== null && busy.some((b) => overlaps(b, span)),
    };
  });
  return { chips, isBookedTimeGone: booked !== null && !chips.some((c) => c.isBooked) } satisfies PairSlots;
}

/**
 * After a 409 ("This slot was just taken") the refusal carries fresh slots: they replace those of
 * the same pairs, the others stay. Null when the refusal carries none.
 */
export function withFreshSlots(current: readonly ServiceSlotsDto[] | undefined, fresh: unknown) {
  const parsed = TimeSlotsDto.safeParse(fresh);
  if (!parsed.success || parsed.data.length === 0) return null;
  const replaced = (current ?? []).map((entry) => parsed.data.find((f) => isSameEntry(f, entry)) ?? entry);
  const added = parsed.data.filter((f) => !replaced.some((entry) => isSameEntry(f, entry)));
  return [...replaced, ...added];
}
