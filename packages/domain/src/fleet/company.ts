import { z } from "zod";
import {
  ChosenId,
  Currency,
  Email,
  Password,
  Phone,
  TimeZone,
  WholeNumber,
  optionalText,
  requiredText,
} from "../platform/validation.js";
import { RefusalCode as m } from "../platform/messages.js";
import { bankCodeOfIban, isValidIban, normalizeIban } from "../rules/iban.js";
import { BANK_CODES } from "./banks.js";
import { COMPANY_SIZES, COMPANY_TYPES, EXPERIENCE_LEVELS, MONTHLY_USAGE_UNITS } from "./vocabulary.js";

/** Spec 001 shows "a long list, alphabetically from advertising to waste management"; ours, in that order. */
export const INDUSTRIES = [
  "advertising",
  "agriculture",
  "automotive",
  "aviation",
  "banking_finance",
  "cement",
  "chemicals",
  "construction",
  "consulting",
  "courier_delivery",
  "dairy",
  "education",
  "electricity_power",
  "engineering",
  "entertainment_media",
  "fishing",
  "food_beverage",
  "government",
  "healthcare",
  "hospitality",
  "information_technology",
  "insurance",
  "logistics",
  "manufacturing",
  "mining",
  "non_profit",
  "oil_gas",
  "pharmaceuticals",
  "real_estate",
  "rental_leasing",
  "retail",
  "ride_hailing",
  "security_services",
  "telecommunications",
  "textiles",
  "tourism_travel",
  "trading_wholesale",
  "transportation",
  "utilities",
  "waste_management",
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** Who fills in the onboarding (spec 001 section 1: the product's users). */
export const CONTACT_ROLES = ["owner", "fleet_manager", "operator", "service_manager", "technician"] as const;

/** A phone number by the shared rule, refused with spec 001's words. */
export const FleetPhone = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required, abort: true })
  .refine((v) => Phone.safeParse(v).success, { error: m.fleet_phone });

const isBlank = (input: unknown) => input === undefined || input === null || input === "";

/** One of the values: "is required" when nothing was chosen, "is not one of the choices" otherwise. */
export const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => (isBlank(issue.input) ? m.required : m.choice) });

/** A cross-field rule of a step, kept apart so the step's own schema and the whole sign-up body share it. */
export interface Check<T> {
  path: keyof T & string;
  error: string;
  isMet: (values: T) => boolean;
}

export function withChecks<S extends z.ZodObject>(schema: S, checks: readonly Check<z.output<S>>[]): S {
  return checks.reduce((s, check) => s.refine(check.isMet, { path: [check.path], error: check.error }), schema);
}

const accountFields = {
  email: Email,
  password: Password,
  confirm_password: z.string({ error: m.required }).min(1, { error: m.required }),
};
const accountChecks: Check<{ password: string; confirm_password: string }>[] = [
  { path: "confirm_password", error: m.password_not_match, isMet: (v) => v.password === v.confirm_password },
];

const companyFields = {
  company_name: requiredText(120),
  first_name: requiredText(60),
  last_name: requiredText(60),
  phone: FleetPhone,
  company_type: choice(COMPANY_TYPES),
  address: requiredText(300),
  country_id: ChosenId,
  state_id: ChosenId,
  city_id: ChosenId,
  currency: Currency,
};

const businessFields = {
  industry: choice(INDUSTRIES),
  company_size: choice(COMPANY_SIZES),
  fleet_size: WholeNumber(1_000_000),
  /** Litres, or whole major units of the company's currency, a month: an estimate, not money in the ledger. */
  monthly_usage: WholeNumber(1_000_000_000, 1, m.monthly_usage_required),
  monthly_usage_unit: choice(MONTHLY_USAGE_UNITS),
};

const roleFields = {
  contact_role: choice(CONTACT_ROLES),
  experience: choice(EXPERIENCE_LEVELS),
};

/** A 24-character IBAN of Pakistan or Saudi Arabia, typed with or without spaces, kept without them. */
export const Iban = z.string({ error: m.iban }).transform(normalizeIban).refine(isValidIban, { error: m.iban });

/** The IBAN carries the bank's code: an account's IBAN must be of the bank chosen for it. */
export const isIbanOfBank = (iban: string, bankCode: string) => bankCodeOfIban(iban) === bankCode;

/** "Please Select Correct Bank" when the IBAN is of another bank than the one chosen. */
export const ibanOfBankCheck: Check<{ bank_code: string; iban: string }> = {
  path: "bank_code",
  error: m.bank_wrong,
  // Only once both are right on their own: a bad IBAN is reported on the IBAN, not as a wrong bank.
  isMet: (v) => !v.bank_code || !isValidIban(v.iban ?? "") || isIbanOfBank(v.iban, v.bank_code),
};

const bankFields = {
  bank_code: z.enum(BANK_CODES, { error: m.bank_first }),
  iban: Iban,
  account_title: requiredText(120),
};
const bankChecks = [ibanOfBankCheck];

const authorisedFields = {
  authorised_person: requiredText(120),
  ntn: requiredText(30),
  strn: requiredText(30),
  referral: optionalText(60),
};

/** The onboarding's steps, in order; the web validates each with its own schema before the next. */
export const FleetAccountStep = withChecks(z.object(accountFields), accountChecks);
export const FleetCompanyStep = z.object(companyFields);
export const FleetBusinessStep = z.object(businessFields);
export const FleetRoleStep = z.object(roleFields);
export const FleetBankStep = withChecks(z.object(bankFields), bankChecks);
export const FleetAuthorisedStep = z.object(authorisedFields);

export const FLEET_SIGNUP_STEPS = ["account", "company", "business", "role", "bank", "authorised"] as const;
export type FleetSignupStep = (typeof FLEET_SIGNUP_STEPS)[number];

/** The sign-up body: every step's fields and checks together. */
export const FleetSignupBody = withChecks(
  z.object({
    ...accountFields,
    ...companyFields,
    ...businessFields,
    ...roleFields,
    ...bankFields,
    ...authorisedFields,
  }),
  [...accountChecks, ...bankChecks],
);
export type FleetSignupBody = z.infer<typeof FleetSignupBody>;
export type FleetSignupInput = z.input<typeof FleetSignupBody>;

/** The signed-in company's full profile, as onboarding recorded it. */
export const FleetCompanyDetailsDto = z.object({
  _id: z.string(),
  merchant_id: z.string(),
  company_name: z.string(),
  company_type: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  country_id: z.string(),
  state_id: z.string(),
  city_id: z.string(),
  country_name: z.string(),
  state_name: z.string(),
  city_name: z.string(),
  country_name_arabic: z.string().nullable(),
  state_name_arabic: z.string().nullable(),
  city_name_arabic: z.string().nullable(),
  industry: z.string(),
  company_size: z.string(),
  fleet_size: z.number(),
  monthly_usage: z.number(),
  monthly_usage_unit: z.string(),
  contact_role: z.string(),
  experience: z.string(),
  bank_code: z.string(),
  bank_name: z.string().nullable(),
  iban: z.string(),
  account_title: z.string(),
  authorised_person: z.string(),
  ntn: z.string(),
  strn: z.string(),
  referral: z.string().nullable(),
  currency: Currency,
  time_zone: z.string(),
  created_at: z.string(),
});
export type FleetCompanyDetailsDto = z.infer<typeof FleetCompanyDetailsDto>;

/** What the company settings change: the zone of the company's wall clock. */
export const FleetCompanySettingsBody = z.object({ time_zone: TimeZone });
export type FleetCompanySettingsBody = z.infer<typeof FleetCompanySettingsBody>;
