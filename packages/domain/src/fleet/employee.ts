import { z } from "zod";
import { ListQuery, SortOrder } from "../platform/list.js";
import { FleetRefusal, RefusalCode as m } from "../platform/messages.js";
import { Email, IsoDate, OptionalId, Password, optionalText, requiredText, text } from "../platform/validation.js";
import { TPIN_PATTERN } from "../rules/tpin.js";
import { FleetPhone } from "./company.js";
import { FLEET_STATUSES, GENDERS } from "./vocabulary.js";

/** Nothing chosen reads "is required"; a value not in the list, "is not one of the choices". */
const choiceError = (issue: { input?: unknown }) => (issue.input == null ? m.required : m.choice);

export const EmployeeStatus = z.enum(FLEET_STATUSES, { error: choiceError });
export type EmployeeStatus = z.infer<typeof EmployeeStatus>;

export const EmployeeGender = z.enum(GENDERS, { error: choiceError });
export type EmployeeGender = z.infer<typeof EmployeeGender>;

/** Fourteen hours ahead of UTC: where the day starts first (Kiribati). */
const FIRST_TODAY_OFFSET_MS = 14 * 3_600_000;

/**
 * Nobody is born tomorrow. The date is compared with the latest "today" on earth, so a date that is
 * already today where the user is, whatever their zone, is never refused.
 */
const isNotFuture = (isoDate: string) =>
  isoDate <= new Date(Date.now() + FIRST_TODAY_OFFSET_MS).toISOString().slice(0, 10);
const BirthDate = IsoDate.refine(isNotFuture, { error: m.date_future });

const Tpin = z.string({ error: m.tpin_format }).regex(TPIN_PATTERN, { error: m.tpin_format });

/** The fields an employee's record holds, shared by the form and the import of a CSV row. */
export const employeeRecordFields = {
  name: requiredText(120),
  /** The company's own code for the employee, unique within the company. */
  employee_id: requiredText(40),
  gender: EmployeeGender.nullish().transform((v) => v ?? null),
  dob: BirthDate.nullish().transform((v) => v ?? null),
  national_id: optionalText(30),
  phone: FleetPhone,
  email: Email.nullish().transform((v) => v ?? null),
  status: EmployeeStatus.default("active"),
};

/**
 * Add (POST) and update (PUT, every field again) of an employee. The secrets are never shown back,
 * so the form cannot send them again: left out (or null) they stay as they are. A password makes
 * the employee able to sign in, which needs an e-mail and a role; a T-PIN is typed twice.
 */
export const EmployeeBody = z
  .object({
    ...employeeRecordFields,
    branch_id: OptionalId,
    department_id: OptionalId,
    designation_id: OptionalId,
    photo_id: OptionalId,
    role_id: OptionalId,
    rule_id: OptionalId,
    password: Password.nullish().transform((v) => v ?? null),
    confirm_password: z.string({ error: m.password_same }).nullish(),
    tpin: Tpin.nullish().transform((v) => v ?? null),
    confirm_tpin: z.string({ error: m.tpin_same }).nullish(),
  })
  .superRefine((body, ctx) => {
    const issue = (field: string, message: string) => ctx.addIssue({ code: "custom", path: [field], message });
    if (body.password !== null) {
      if (body.confirm_password !== body.password) issue("confirm_password", m.password_same);
      if (!body.email) issue("email", m.required);
      if (!body.role_id) issue("role_id", m.required);
    }
    if (body.tpin !== null && body.confirm_tpin !== body.tpin) issue("confirm_tpin", m.tpin_same);
  });
export type EmployeeBody = z.infer<typeof EmployeeBody>;
export type EmployeeBodyInput = z.input<typeof EmployeeBody>;

export const EmployeeStatusFilter = z.enum(["all", "active", "inactive"]);
export type EmployeeStatusFilter = z.infer<typeof EmployeeStatusFilter>;

/** What the list and the export select: a search (name, code, phone, e-mail) and a status tab ("inactive": every status but active). */
export const EmployeeFilterQuery = z.object({
  search: text(100).optional(),
  status: EmployeeStatusFilter.catch("all").default("all"),
});
export type EmployeeFilterQuery = z.infer<typeof EmployeeFilterQuery>;

export const EmployeeListQuery = ListQuery.extend({
  ...EmployeeFilterQuery.shape,
  sort: z.enum(["name", "employee_id", "created_at"]).catch("created_at").default("created_at"),
  order: SortOrder.catch("desc").default("desc"),
});
export type EmployeeListQuery = z.infer<typeof EmployeeListQuery>;

export const EmployeeStatusBody = z.object({ status: EmployeeStatus });
export type EmployeeStatusBody = z.infer<typeof EmployeeStatusBody>;

export const CheckTpinBody = z.object({ tpin: Tpin });
export type CheckTpinBody = z.infer<typeof CheckTpinBody>;

export const TPIN_AVAILABLE = "You can use this T-pin";

/** Whether a T-PIN is free, with spec 001's words for either answer (the web shows its own by `available`). */
export const CheckTpinResult = z.object({
  available: z.boolean(),
  message: z.enum([TPIN_AVAILABLE, FleetRefusal.tpin_taken]),
});
export type CheckTpinResult = z.infer<typeof CheckTpinResult>;

export const EmployeeDto = z.object({
  _id: z.string(),
  name: z.string(),
  employee_id: z.string(),
  branch_id: z.string().nullable(),
  branch_name: z.string().nullable(),
  department_id: z.string().nullable(),
  department_name: z.string().nullable(),
  designation_id: z.string().nullable(),
  designation_name: z.string().nullable(),
  gender: EmployeeGender.nullable(),
  dob: z.string().nullable(),
  national_id: z.string().nullable(),
  phone: z.string(),
  email: z.string().nullable(),
  photo_id: z.string().nullable(),
  status: EmployeeStatus,
  role_id: z.string().nullable(),
  role_name: z.string().nullable(),
  rule_id: z.string().nullable(),
  rule_name: z.string().nullable(),
  /** Whether a T-PIN is set; the T-PIN itself never leaves the server. */
  has_tpin: z.boolean(),
  /** A role, a password and an e-mail: the employee may sign in to the portal. */
  can_sign_in: z.boolean(),
  created_at: z.string(),
});
export type EmployeeDto = z.infer<typeof EmployeeDto>;
