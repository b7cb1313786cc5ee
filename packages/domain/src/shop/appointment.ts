import { z } from "zod";
import { ListQuery } from "../platform/list.js";
import { RefusalCode as m } from "../platform/messages.js";
import { IsoDate, OptionalId } from "../platform/validation.js";
import { SLOT_INTERVALS } from "./front-desk-vocabulary.js";
import { JobCardStatus, ServiceEmployee } from "./job-card.js";

const DAY_MS = 86_400_000;
/** The calendar asks for at most a month at a time. */
export const MAX_APPOINTMENT_DAYS = 31;

const range = { from: IsoDate, to: IsoDate };

/** A date range, from and to inclusive, of at most 31 days. */
function checkRange(q: { from: string; to: string }, ctx: z.RefinementCtx) {
  const days = (Date.parse(q.to) - Date.parse(q.from)) / DAY_MS;
  if (days < 0) ctx.addIssue({ code: "custom", path: ["to"], message: m.date_before_start });
  else if (days >= MAX_APPOINTMENT_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: m.date_span });
}

/** Comma-separated ids in a query string ("a,b,c"). */
const IdCsv = z
  .string({ error: m.id })
  .transform((v) => v.split(",").filter(Boolean))
  .pipe(
    z
      .array(z.uuid({ error: m.id }))
      .min(1, { error: m.required })
      .max(100, { error: m.too_long }),
  );

/** The calendar's columns: the branch's team members who provide services, and anyone booked in the range. */
export const BookedEmployeesQuery = z
  .object({ ...range, branch_id: z.uuid({ error: m.id }).optional() })
  .superRefine(checkRange);

export const AppointmentsByUsersQuery = z
  .object({ ...range, ids: IdCsv, branch_id: z.uuid({ error: m.id }).optional() })
  .superRefine(checkRange);

export const AppointmentsByEmployeeQuery = z
  .object({ ...range, employee_id: z.uuid({ error: m.id }) })
  .superRefine(checkRange);

export const ClientAppointmentsQuery = ListQuery.extend({
  client_id: z.uuid({ error: m.id }),
  status: JobCardStatus.optional().catch(undefined),
});
export type ClientAppointmentsQuery = z.infer<typeof ClientAppointmentsQuery>;

export const BookedEmployeeDto = z.object({
  _id: z.string(),
  /** The member's image id (served by the uploads route), or null. */
  image: z.string().nullable(),
  name_eng: z.string(),
  /** Null when the member has no Arabic name: the English one stands in. */
  name_arabic: z.string().nullable(),
});
export type BookedEmployeeDto = z.infer<typeof BookedEmployeeDto>;

/** One booked slot, as the calendar and a client's appointments show it. */
export const AppointmentDto = z.object({
  _id: z.string(),
  appointment_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  service_id: z.string(),
  service_name: z.string(),
  /** The package the service came with on its job card; null for a service booked on its own. */
  package_id: z.string().nullable(),
  /** The job card's status, which its appointments follow. */
  status: JobCardStatus,
  employee_id: z.string(),
  employee_name: z.string(),
  job_card_id: z.string(),
  job_card_number: z.number().int(),
  client_id: z.string(),
  client_name: z.string(),
  vehicle_plate: z.string(),
  branch_id: z.string(),
  branch_name_english: z.string(),
  branch_name_arabic: z.string(),
});
export type AppointmentDto = z.infer<typeof AppointmentDto>;

/**
 * Whether an appointment may be deleted, as the API decides: its job card is still booked (not
 * started, completed or cancelled) and the service is not one of a package's, which is charged whole.
 */
export const isAppointmentDeletable = (a: Pick<AppointmentDto, "status" | "package_id">): boolean =>
  a.status === "booked" && a.package_id === null;

export const EmployeeAppointmentsDto = BookedEmployeeDto.extend({ appointments: z.array(AppointmentDto) });
export type EmployeeAppointmentsDto = z.infer<typeof EmployeeAppointmentsDto>;

/** Free start times on `date` for each service with its technician, at the branch (spec 000 section 7). */
export const TimeSlotsBody = z.object({
  date: IsoDate,
  branch_id: z.uuid({ error: m.id }),
  serviceEmployeeMap: z.array(ServiceEmployee).min(1, { error: m.pairs_required }).max(50, { error: m.too_long }),
  /** The job card being edited, if any: its own appointments do not count as taken (it may keep or move them). */
  job_card_id: OptionalId,
});
export type TimeSlotsBody = z.infer<typeof TimeSlotsBody>;

/**
 * One technician's free starts for several services on a date: the time-slot search of
 * `TimeSlotsBody` as a GET, for a caller that asks about one technician at a time.
 */
export const EmployeeServicesSlotsQuery = z.object({
  employee_id: z.uuid({ error: m.id }),
  service_ids: IdCsv,
  date: IsoDate,
  branch_id: z.uuid({ error: m.id }),
});
export type EmployeeServicesSlotsQuery = z.infer<typeof EmployeeServicesSlotsQuery>;

export const FreeSlotDto = z.object({
  start_time: z.string(),
  end_time: z.string(),
});

export const ServiceSlotsDto = z.object({
  service_id: z.string(),
  employee_id: z.string(),
  duration_minutes: z.number().int(),
  slots: z.array(FreeSlotDto),
});
export type ServiceSlotsDto = z.infer<typeof ServiceSlotsDto>;
export const TimeSlotsDto = z.array(ServiceSlotsDto);
export type TimeSlotsDto = z.infer<typeof TimeSlotsDto>;

export const SlotInterval = z
  .number({ error: m.slot_interval })
  .refine((n) => (SLOT_INTERVALS as readonly number[]).includes(n), { error: m.slot_interval });

export const AppointmentSettingsBody = z.object({ slot_interval: SlotInterval });
export type AppointmentSettingsBody = z.infer<typeof AppointmentSettingsBody>;
export const AppointmentSettingsDto = z.object({ slot_interval: z.number().int(), time_zone: z.string() });
export type AppointmentSettingsDto = z.infer<typeof AppointmentSettingsDto>;
