import { z } from "zod";
import { LoginBody } from "../auth/auth.js";
import { Email, Password, requiredText } from "../platform/validation.js";
import { RefusalCode as m } from "../platform/messages.js";
import { FleetPhone } from "./company.js";

/**
 * The signed-in user of the fleet portal and their company, as every screen of the portal reads
 * them. The company's own fields (onboarding, bank) come with the company's endpoints.
 */
export const FleetUserDto = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** The company admin, who holds every permission. */
  is_admin: z.boolean(),
  permissions: z.array(z.string()),
});
export type FleetUserDto = z.infer<typeof FleetUserDto>;

export const FleetCompanyDto = z.object({
  _id: z.string(),
  company_name: z.string(),
  merchant_id: z.string(),
  currency: z.enum(["PKR", "SAR"]),
  /** The IANA zone every date and time of the company is read and shown in. */
  time_zone: z.string(),
  /** The ISO 3166 code of the company's country (its weekend). */
  country_code: z.string().nullable(),
});
export type FleetCompanyDto = z.infer<typeof FleetCompanyDto>;

export const FleetUserInfo = z.object({ user: FleetUserDto, company: FleetCompanyDto });
export type FleetUserInfo = z.infer<typeof FleetUserInfo>;

export const FleetAuthResult = FleetUserInfo.extend({ token: z.string() });
export type FleetAuthResult = z.infer<typeof FleetAuthResult>;

/** Sign-in; "remember me" keeps the session for days instead of hours. */
export const FleetLoginBody = LoginBody.extend({
  remember_me: z.boolean({ error: m.boolean }).default(false),
});
export type FleetLoginBody = z.infer<typeof FleetLoginBody>;

/** The sign-up's first step asks whether its e-mail is free before the five steps after it. */
export const FleetCheckEmailBody = z.object({ email: Email });
export type FleetCheckEmailBody = z.infer<typeof FleetCheckEmailBody>;

/** What the signed-in user may change about themselves. */
export const FleetProfileBody = z.object({
  name: requiredText(120),
  phone: FleetPhone,
});
export type FleetProfileBody = z.infer<typeof FleetProfileBody>;

export const FleetChangePasswordBody = z
  .object({
    current_password: z.string({ error: m.required }).min(1, { error: m.required }).max(128, { error: m.password_max }),
    new_password: z.string({ error: m.new_password }).min(1, { error: m.new_password, abort: true }).pipe(Password),
    confirm_password: z.string({ error: m.required }).min(1, { error: m.required }),
  })
  .refine((v) => v.new_password === v.confirm_password, { path: ["confirm_password"], error: m.password_same });
export type FleetChangePasswordBody = z.infer<typeof FleetChangePasswordBody>;
