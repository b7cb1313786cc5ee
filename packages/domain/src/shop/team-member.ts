import { z } from "zod";
import { ListQuery } from "../platform/list.js";
import { RefusalCode as m } from "../platform/messages.js";
import { Email, IdList, IsoDate, OptionalId, Phone, optionalText, requiredText } from "../platform/validation.js";
import { WEEK_DAYS, defaultSchedule, scheduleIssues, type ScheduleProblem } from "../rules/schedule.js";
import { AmountType, commissionDefaults, commissionFields } from "./pricing.js";
import { checkPricing } from "./service.js";

/** Workshop job titles (spec 000 section 9: "about 36"); the web shows each in the user's language. */
export const JOB_TITLES = [
  "mechanic",
  "senior_mechanic",
  "auto_electrician",
  "electrician",
  "denter",
  "painter",
  "panel_beater",
  "welder",
  "technician",
  "diagnostic_technician",
  "ac_technician",
  "tyre_technician",
  "alignment_technician",
  "transmission_specialist",
  "engine_specialist",
  "body_shop_technician",
  "detailer",
  "car_washer",
  "lubrication_technician",
  "battery_technician",
  "upholsterer",
  "glass_fitter",
  "helper",
  "apprentice",
  "foreman",
  "supervisor",
  "service_advisor",
  "receptionist",
  "cashier",
  "accountant",
  "store_keeper",
  "parts_manager",
  "workshop_manager",
  "branch_manager",
  "manager",
  "driver",
] as const;
/** Nothing chosen reads "is required"; a value not in the list, "is not one of the choices". */
const choiceError = (issue: { input?: unknown }) => (issue.input == null ? m.required : m.choice);

export const JobTitle = z.enum(JOB_TITLES, { error: choiceError });
export type JobTitle = z.infer<typeof JobTitle>;

export const Gender = z.enum(["Male", "Female", "Other"], { error: choiceError });
export type Gender = z.infer<typeof Gender>;

const Time = z.string({ error: m.time });
const Slot = z.object({ start_time: Time, end_time: Time });

const problemMessage: Record<ScheduleProblem, string> = {
  slot_time: m.time,
  slot_order: m.slot_order,
  slot_overlap: m.slot_overlap,
  break_outside_work: m.break_outside_work,
};

/** Seven days from Monday, each slot checked by the schedule rules; an issue names its slot ("weekly_schedule.0.break_slots.1"). */
export const WeeklyScheduleSchema = z
  .array(
    z.object({
      day: z.enum(WEEK_DAYS, { error: m.week }),
      isCheck: z.boolean({ error: m.boolean }),
      work_slots: z.array(Slot).max(6, { error: m.too_long }),
      break_slots: z.array(Slot).max(6, { error: m.too_long }),
    }),
    { error: m.week },
  )
  .refine((days) => days.length === 7 && days.every((d, i) => d.day === WEEK_DAYS[i]), { error: m.week, abort: true })
  .superRefine((days, ctx) => {
    for (const issue of scheduleIssues(days)) {
      ctx.addIssue({ code: "custom", path: [...issue.path, "start_time"], message: problemMessage[issue.problem] });
    }
  });
export type WeeklyScheduleInput = z.infer<typeof WeeklyScheduleSchema>;

export const TeamAddress = z.object({
  label: optionalText(60),
  address: requiredText(300),
  country_id: OptionalId,
  state_id: OptionalId,
  city_id: OptionalId,
});
export type TeamAddress = z.infer<typeof TeamAddress>;

const flag = z.boolean({ error: m.boolean });

/** Every tab of the team member form; the profile tab's fields are the ones add-shop-user needs. */
const teamMemberFields = {
  // profile
  image_id: z.uuid({ error: m.id }).nullable(),
  name_eng: requiredText(120),
  name_arabic: optionalText(120),
  gender: Gender,
  date_of_birth: IsoDate.nullable(),
  job_title: JobTitle,
  // work, locations, addresses
  weekly_schedule: WeeklyScheduleSchema,
  branch_ids: IdList(),
  addresses: z.array(TeamAddress).max(5, { error: m.too_long }),
  // contact
  email: Email.nullable(),
  phone: Phone.nullable(),
  // services
  service_ids: IdList(),
  // settings: signing in needs an e-mail (for the invitation) and a role
  active: flag,
  can_sign_in: flag,
  role_id: z.uuid({ error: m.id }).nullable(),
  ...commissionFields,
};

function checkSignIn(
  body: { can_sign_in?: boolean; email?: string | null; role_id?: string | null },
  ctx: z.RefinementCtx,
) {
  if (!body.can_sign_in) return;
  if (!body.email) ctx.addIssue({ code: "custom", path: ["email"], message: m.required });
  if (!body.role_id) ctx.addIssue({ code: "custom", path: ["role_id"], message: m.required });
}

/** The member as a whole: add-shop-user takes the profile and defaults the rest; update-shop-user (PUT) takes it all. */
export const TeamMemberBody = z
  .object({
    ...teamMemberFields,
    ...commissionDefaults,
    image_id: teamMemberFields.image_id.default(null),
    date_of_birth: teamMemberFields.date_of_birth.default(null),
    weekly_schedule: WeeklyScheduleSchema.default(defaultSchedule),
    branch_ids: teamMemberFields.branch_ids.default([]),
    addresses: teamMemberFields.addresses.default([]),
    email: teamMemberFields.email.default(null),
    phone: teamMemberFields.phone.default(null),
    service_ids: teamMemberFields.service_ids.default([]),
    active: flag.default(true),
    can_sign_in: flag.default(false),
    role_id: teamMemberFields.role_id.default(null),
  })
  .superRefine((body, ctx) => {
    checkPricing(body, ctx);
    checkSignIn(body, ctx);
  });
export type TeamMemberBody = z.infer<typeof TeamMemberBody>;

/** What decides whether saving a member mails an invitation. */
export interface InvitationState {
  can_sign_in: boolean;
  email: string | null;
}

/**
 * Saving a member mails an invitation to set a password when they may sign in, have an e-mail and
 * no password yet, and either are new, were not allowed to sign in before, or changed e-mail (the
 * old address's link stops working). The API decides with it; the web tells the user with it.
 */
export function isInvitationDue(before: InvitationState | null, after: InvitationState, hasPassword: boolean): boolean {
  if (!after.can_sign_in || !after.email || hasPassword) return false;
  return !before || !before.can_sign_in || before.email !== after.email;
}

export const TeamMemberListQuery = ListQuery.extend({
  branch_id: z.uuid().optional().catch(undefined),
  status: z.enum(["all", "active", "inactive"]).catch("all").default("all"),
  sort: z.enum(["name", "created_at"]).catch("created_at").default("created_at"),
  order: z.enum(["asc", "desc"]).catch("desc").default("desc"),
});
export type TeamMemberListQuery = z.infer<typeof TeamMemberListQuery>;

export const TeamByBranchQuery = z.object({ branch_id: z.uuid({ error: m.id }) });
export const TeamByBranchServiceQuery = z.object({
  branch_id: z.uuid({ error: m.id }),
  service_id: z.uuid({ error: m.id }),
});

/** PATCH service_add_team: the services a member performs, replacing the list. */
export const TeamServicesBody = z.object({ id: z.uuid({ error: m.id }), service_ids: IdList() });
export type TeamServicesBody = z.infer<typeof TeamServicesBody>;

export const TeamMemberDto = z.object({
  _id: z.string(),
  image_id: z.string().nullable(),
  name_eng: z.string(),
  name_arabic: z.string().nullable(),
  gender: Gender,
  date_of_birth: z.string().nullable(),
  job_title: JobTitle,
  weekly_schedule: WeeklyScheduleSchema,
  branch_ids: z.array(z.string()),
  addresses: z.array(
    z.object({
      label: z.string().nullable(),
      address: z.string(),
      country_id: z.string().nullable(),
      state_id: z.string().nullable(),
      city_id: z.string().nullable(),
    }),
  ),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  service_ids: z.array(z.string()),
  active: z.boolean(),
  can_sign_in: z.boolean(),
  role_id: z.string().nullable(),
  role_name: z.string().nullable(),
  /** False until the member has set a password through the invitation. */
  has_password: z.boolean(),
  commission_type: AmountType,
  commission_value: z.number(),
  created_at: z.string(),
});
export type TeamMemberDto = z.infer<typeof TeamMemberDto>;

/** A member as a chooser offers one (services' members tab, booking): small. */
export const TeamMemberChoiceDto = z.object({
  _id: z.string(),
  name_eng: z.string(),
  name_arabic: z.string().nullable(),
  image_id: z.string().nullable(),
  job_title: JobTitle,
});
export type TeamMemberChoiceDto = z.infer<typeof TeamMemberChoiceDto>;
