import { AssignmentFields, withEndAfterStart, type AssignmentDto } from "@pitlane/domain";
import { z } from "zod";
import type { TenantClock } from "../../../shared/clock/tenant-clock";

/** What the form's inputs hold: nothing chosen is null; a number as typed, "" when emptied. */
export type AssignmentFormValues = {
  vehicle_id: string | null;
  employee_id: string | null;
  /** The pickers' wall-clock times on the company's clock, "2026-03-02 09:00:00". */
  starts_at: string | null;
  ends_at: string | null;
  start_odometer: number | string;
  comment: string;
};

type PickerClock = Pick<TenantClock, "fromPicker" | "toPicker">;

/**
 * The API's schema over the form's values: the pickers' times, read on the company's clock whatever
 * the browser's zone, become instants with their offset, so the form checks exactly what the server
 * will (the end after the start included).
 */
export function assignmentFormOf(clock: PickerClock) {
  const toInstant = (value: unknown) => (typeof value === "string" ? (clock.fromPicker(value) ?? value) : value);
  return withEndAfterStart(
    AssignmentFields.extend({
      starts_at: z.preprocess(toInstant, AssignmentFields.shape.starts_at),
      ends_at: z.preprocess(toInstant, AssignmentFields.shape.ends_at),
    }),
  );
}

/** A new assignment (its times from a calendar selection, when made there), or the one edited. */
export function assignmentValuesOf(
  clock: PickerClock,
  assignment?: AssignmentDto,
  slot?: { start: Date; end: Date },
): AssignmentFormValues {
  const times = assignment ? { start: assignment.starts_at, end: assignment.ends_at } : slot;
  return {
    vehicle_id: assignment?.vehicle_id ?? null,
    employee_id: assignment?.employee_id ?? null,
    starts_at: times ? clock.toPicker(times.start) : null,
    ends_at: times ? clock.toPicker(times.end) : null,
    start_odometer: assignment?.start_odometer ?? "",
    comment: assignment?.comment ?? "",
  };
}
