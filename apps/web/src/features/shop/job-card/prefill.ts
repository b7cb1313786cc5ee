import {
  type BookedSlot,
  type JobCardDraft,
  IsoDate,
  type ServiceSlotsDto,
  TIME_PATTERN,
  initialDraft,
  reducer,
} from "@pitlane/domain";
import { bookedTimeOf, bookingOf, slotsOfPair } from "./slot-options";

/**
 * What the calendar's "new booking" hands the form in its URL
 * (`?date=YYYY-MM-DD&branch_id=..&employee_id=..&start_time=HH:mm`); anything malformed is left out.
 */
export interface Prefill {
  date: string | null;
  branch_id: string | null;
  employee_id: string | null;
  start_time: string | null;
}

/** Nothing handed over: the form opened from the list, or for an edit. */
export const NO_PREFILL: Prefill = { date: null, branch_id: null, employee_id: null, start_time: null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function readParam(params: URLSearchParams, name: string, pattern: RegExp): string | null {
  const value = params.get(name)?.trim() ?? "";
  return pattern.test(value) ? value : null;
}

export function readPrefill(params: URLSearchParams): Prefill {
  const date = IsoDate.safeParse(params.get("date"));
  return {
    date: date.success ? date.data : null,
    branch_id: readParam(params, "branch_id", UUID),
    employee_id: readParam(params, "employee_id", UUID),
    start_time: readParam(params, "start_time", TIME_PATTERN),
  };
}

/** The form's first state: today, or the calendar's date and branch. */
export function prefilledDraft(today: string, prefill: Prefill): JobCardDraft {
  let draft = initialDraft(today);
  if (prefill.branch_id) draft = reducer(draft, { type: "set_branch", branch_id: prefill.branch_id });
  if (prefill.date) draft = reducer(draft, { type: "set_date", date: prefill.date });
  return draft;
}

/**
 * The booking the calendar asked for, once a pair with its technician is on the job card: the
 * chosen start time on the chosen date, when it is among that pair's free times. Null otherwise
 * (no such pair yet, already booked, the date changed, or the time is not free).
 */
export function prefilledBooking(
  prefill: Prefill,
  draft: JobCardDraft,
  slots: readonly ServiceSlotsDto[] | undefined,
): BookedSlot | null {
  const { employee_id: employeeId, start_time: startTime } = prefill;
  if (!employeeId || !startTime) return null;
  if (prefill.date && prefill.date !== draft.selected_date) return null;
  const pair = draft.pairs.find((p) => p.provider_id === employeeId && bookedTimeOf(draft, p) === null);
  if (!pair) return null;
  const isFree = slotsOfPair(slots, pair)?.slots.some((s) => s.start_time === startTime) ?? false;
  return isFree ? bookingOf(pair, draft.selected_date, startTime) : null;
}
