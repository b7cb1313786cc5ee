import { z } from "zod";
import { ListQuery, listResultSchema } from "../platform/list.js";
import { RefusalCode as m } from "../platform/messages.js";
import { WholeNumber, optionalText, text } from "../platform/validation.js";
import { ASSIGNMENT_STATUSES } from "../rules/assignment.js";
import { MAX_ODOMETER } from "./vehicle.js";

/**
 * An instant with its offset ("2026-03-02T09:00:00+05:00", or "Z"): a wall-clock time alone would
 * name different moments for a browser in Karachi and a server in Riyadh.
 */
export const OffsetDateTime = z.iso.datetime({
  offset: true,
  error: (issue) => (issue.input == null ? m.required : m.date_time),
});

/** The longest range the calendar reads at once: a month view shows six weeks, the agenda a month. */
export const MAX_CALENDAR_DAYS = 100;

/** Nothing chosen reads "is required"; anything else that is not an id, "must be a valid id". */
const ChosenId = z.uuid({ error: (issue) => (issue.input == null ? m.required : m.id) });

const DAY_MS = 24 * 60 * 60 * 1000;
const isAfter = (later: string, earlier: string) => Date.parse(later) > Date.parse(earlier);

/** The fields of assign and update (spec 001 section 3, "Vehicle assignment"), before the time check. */
export const AssignmentFields = z.object({
  vehicle_id: ChosenId,
  employee_id: ChosenId,
  starts_at: OffsetDateTime,
  ends_at: OffsetDateTime,
  start_odometer: WholeNumber(MAX_ODOMETER),
  comment: optionalText(500),
});

/** The end may be in the past or the future, but always after the start: refused on `ends_at`. */
export const withEndAfterStart = <S extends z.ZodType<{ starts_at: string; ends_at: string }>>(schema: S) =>
  schema.refine((body) => isAfter(body.ends_at, body.starts_at), { path: ["ends_at"], error: m.slot_order });

/** Assign and update (a full replacement) take the same body. */
export const AssignmentSaveBody = withEndAfterStart(AssignmentFields);
export type AssignmentSaveBody = z.infer<typeof AssignmentSaveBody>;

export const AssignmentStatusFilter = z.enum(["all", ...ASSIGNMENT_STATUSES]);
export type AssignmentStatusFilter = z.infer<typeof AssignmentStatusFilter>;

/** Query filters never reveal another company's rows: its ids simply match nothing. */
const subjectFilters = {
  vehicle_id: z.uuid({ error: m.id }).optional(),
  employee_id: z.uuid({ error: m.id }).optional(),
};

/** The list view: newest start first; search matches plate, car id and employee name or id. */
export const AssignmentListQuery = ListQuery.extend({
  status: AssignmentStatusFilter.catch("all").default("all"),
  ...subjectFilters,
});
export type AssignmentListQuery = z.infer<typeof AssignmentListQuery>;

/** The calendar: every assignment that holds its vehicle at some moment of [from, to). */
export const AssignmentCalendarQuery = z
  .object({ from: OffsetDateTime, to: OffsetDateTime, ...subjectFilters })
  .refine((q) => isAfter(q.to, q.from), { path: ["to"], error: m.slot_order, abort: true })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= MAX_CALENDAR_DAYS * DAY_MS, {
    path: ["to"],
    error: m.date_range,
  });
export type AssignmentCalendarQuery = z.infer<typeof AssignmentCalendarQuery>;

export const AssignmentDto = z.object({
  _id: z.string(),
  vehicle_id: z.string(),
  employee_id: z.string(),
  plate_no: z.string(),
  car_id: z.string(),
  employee_name: z.string(),
  employee_code: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  /** When an unassign ended it early; the assignment stays in the history. */
  unassigned_at: z.string().nullable(),
  start_odometer: z.number().int(),
  comment: z.string().nullable(),
  status: z.enum(ASSIGNMENT_STATUSES),
  created_at: z.string(),
});
export type AssignmentDto = z.infer<typeof AssignmentDto>;

/** The history of one vehicle or employee, newest first, with whose it is (plate or name, car id or employee id). */
export const AssignmentHistoryResult = listResultSchema(AssignmentDto).extend({
  subject: z.object({ _id: z.string(), name: z.string(), code: z.string().nullable() }),
});
export type AssignmentHistoryResult = z.infer<typeof AssignmentHistoryResult>;

/**
 * What the choosers search: the assign form's, active vehicles and employees only (only they can be
 * assigned); the history's, any status (a vehicle out of service keeps its history).
 */
export const AssignmentChoiceQuery = z.object({
  search: text(100).optional(),
  status: z.enum(["active", "any"]).catch("active").default("active"),
});
export type AssignmentChoiceQuery = z.infer<typeof AssignmentChoiceQuery>;

/** How many choices one search answers: the chooser narrows as the user types. */
export const MAX_CHOICES = 20;

export const VehicleChoiceDto = z.object({
  _id: z.string(),
  plate_no: z.string(),
  car_id: z.string(),
  fuel_types: z.array(z.string()),
  /** What the start odometer may not go below; the form starts from it. */
  current_odometer: z.number().int(),
  has_rule: z.boolean(),
});
export type VehicleChoiceDto = z.infer<typeof VehicleChoiceDto>;

export const EmployeeChoiceDto = z.object({
  _id: z.string(),
  name: z.string(),
  employee_code: z.string().nullable(),
  has_rule: z.boolean(),
});
export type EmployeeChoiceDto = z.infer<typeof EmployeeChoiceDto>;
