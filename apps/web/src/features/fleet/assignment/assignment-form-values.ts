import { AssignmentFields, withEndAfterStart, type AssignmentDto } from "@pitlane/domain";
import dayjs from "dayjs";
import { z } from "zod";

/** What the date pickers hold: the user's own wall-clock time, without an offset. */
const LOCAL_FORMAT = "YYYY-MM-DD HH:mm:ss";

/** What the form's inputs hold: nothing chosen is null; a number as typed, "" when emptied. */
export type AssignmentFormValues = {
  vehicle_id: string | null;
  employee_id: string | null;
  starts_at: string | null;
  ends_at: string | null;
  start_odometer: number | string;
  comment: string;
};

/** A wall-clock time of the pickers as the instant the API takes, in the browser's own offset. */
export const toOffsetTime = (local: string) => dayjs(local).format();

export const toLocalTime = (instant: string | Date) => dayjs(instant).format(LOCAL_FORMAT);

const localToOffset = (value: unknown) =>
  typeof value === "string" && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/.test(value) ? toOffsetTime(value) : value;

/**
 * The API's schema over the form's values: the pickers' local times become instants with their
 * offset, so the form checks exactly what the server will (the end after the start included).
 */
export const AssignmentForm = withEndAfterStart(
  AssignmentFields.extend({
    starts_at: z.preprocess(localToOffset, AssignmentFields.shape.starts_at),
    ends_at: z.preprocess(localToOffset, AssignmentFields.shape.ends_at),
  }),
);

/** A new assignment (its times from a calendar selection, when made there), or the one edited. */
export function assignmentValuesOf(
  assignment?: AssignmentDto,
  slot?: { start: Date; end: Date },
): AssignmentFormValues {
  return {
    vehicle_id: assignment?.vehicle_id ?? null,
    employee_id: assignment?.employee_id ?? null,
    starts_at: assignment ? toLocalTime(assignment.starts_at) : slot ? toLocalTime(slot.start) : null,
    ends_at: assignment ? toLocalTime(assignment.ends_at) : slot ? toLocalTime(slot.end) : null,
    start_odometer: assignment?.start_odometer ?? "",
    comment: assignment?.comment ?? "",
  };
}
