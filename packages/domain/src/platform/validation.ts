import { z } from "zod";
import { RefusalCode, isRefusalCode, refusalMessage } from "./messages.js";
import { type IssueBounds, type Refusal, issueParams } from "./refusal.js";
import { unknownFieldOf } from "./strict-body.js";
import { isTimeZone } from "./wall-clock.js";

export { issueParams } from "./refusal.js";

const m = RefusalCode;

/** PostgreSQL text cannot hold NUL; refusing it here keeps it a 400 naming the field, not a database error. */
const hasNoNul = (v: string) => !v.includes("\u0000");

/** Free text of a search box or a form field, trimmed. */
export const text = (max: number) =>
  z
    .string({ error: m.required })
    .trim()
    .max(max, { error: m.too_long })
    .refine(hasNoNul, { error: m.forbidden_character });

export const requiredText = (max = 200) => text(max).refine((v) => v.length > 0, { error: m.required, abort: true });

export const optionalText = (max = 500) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const Email = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required })
  .max(254, { error: m.too_long })
  .pipe(z.email({ error: m.email }))
  .transform((v) => v.toLowerCase());

/** An e-mail that may be left out: missing, null or "" all mean none (null). */
export const OptionalEmail = z.preprocess((v) => (v === "" ? null : v), Email.nullish()).transform((v) => v ?? null);

/** The rules a form can check; the server also refuses the most common passwords (it alone has the list). */
export const Password = z
  .string({ error: m.required })
  .min(8, { error: m.password_min })
  .max(128, { error: m.password_max })
  .refine((v) => v.trim() !== "", { error: m.password_blank });

/** Digits with an optional leading +, spaces, dashes and brackets; 7 to 15 digits in all (E.164). */
export const Phone = z
  .string({ error: m.required })
  .trim()
  .min(1, { error: m.required, abort: true })
  .refine(
    (v) => /^\+?[\d\s\-()]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 7 && (v.match(/\d/g)?.length ?? 0) <= 15,
    {
      error: m.phone,
    },
  );

/** A phone that may be left out: missing, null or "" all mean none (null). */
export const OptionalPhone = z.preprocess((v) => (v === "" ? null : v), Phone.nullish()).transform((v) => v ?? null);

/** Present in the body, but may be null: a full update that must not lose a field by leaving it out. */
export const nullableText = (max = 500) =>
  text(max)
    .nullable()
    .transform((v) => (v ? v : null));

export const NullableId = z.uuid({ error: m.id }).nullable();

/** A choice of a list (a country, a branch): "is required" while nothing is chosen, rather than "must be a valid id". */
export const ChosenId = z.uuid({
  error: (issue) => (issue.input === undefined || issue.input === null || issue.input === "" ? m.required : m.id),
});

export const OptionalId = z
  .uuid({ error: m.id })
  .nullish()
  .transform((v) => v ?? null);

export const Currency = z.enum(["PKR", "SAR"], { error: m.currency });
export type Currency = z.infer<typeof Currency>;

/** An IANA time zone the wall clock knows ("Asia/Riyadh"); an offset or an unknown name is refused. */
export const TimeZone = z.string({ error: m.time_zone }).trim().refine(isTimeZone, { error: m.time_zone });

/** What the API and the web read of a zod issue: its path, its message (a refusal code) and its bounds. */
export interface IssueLike extends IssueBounds {
  path: PropertyKey[];
  code?: string;
  /** The keys an object does not declare (zod's `unrecognized_keys`). */
  keys?: unknown;
}

/** One zod issue as a refusal, with its English text (without the field). */
export interface IssueRefusal extends Refusal {
  code: RefusalCode;
  field: string;
  text: string;
}

/**
 * One zod issue as a refusal: the field (its path, "body" at the top), the code the schema gave
 * as its message, and the bound its text names. zod's own messages (a shape no schema of ours
 * words) become "required" when the value is missing and "invalid" otherwise, keeping zod's text.
 */
export function refusalOfIssue(issue: IssueLike): IssueRefusal {
  const unknownField = unknownFieldOf(issue);
  if (unknownField) return { code: m.unknown_field, field: unknownField, text: refusalMessage(m.unknown_field) };
  const field = issue.path.map(String).join(".") || "body";
  if (isRefusalCode(issue.message)) {
    const params = issueParams(issue);
    return { code: issue.message, field, ...(params ? { params } : {}), text: refusalMessage(issue.message, params) };
  }
  const isMissing = /received (undefined|null)$/.test(issue.message);
  return isMissing
    ? { code: m.required, field, text: refusalMessage(m.required) }
    : { code: m.invalid, field, text: issue.message };
}

/** The English of one zod issue, with the field named: "email: must be a valid e-mail address". */
export function describeIssue(issue: IssueLike): string {
  const { field, text } = refusalOfIssue(issue);
  return `${field}: ${text}`;
}

/** The English of one zod issue without its field: "must be a valid e-mail address". */
export const issueText = (issue: IssueLike): string => refusalOfIssue(issue).text;

/** The largest amount anywhere (a billion in major units): far above any real price, well inside an integer. */
export const MAX_AMOUNT = 1_000_000_000;

/**
 * The refusal of a number field: "is required" when empty, its bound ("must be at least 1",
 * "must be at most 24") when out of range, else what it must be ("must be a whole number").
 * Never a value rewritten to fit.
 */
export const numberError =
  (kind: typeof m.whole_number | DecimalKind, required: RefusalCode = m.required) =>
  (issue: { code?: string; input?: unknown }): string => {
    if (issue.input === undefined || issue.input === null || issue.input === "") return required;
    if (issue.code === "too_small") return m.min;
    if (issue.code === "too_big") return m.max;
    return kind;
  };

const hasTwoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** What a number with two decimals measures: money, a percent, or kilometres per litre. */
type DecimalKind = typeof m.amount | typeof m.percent | typeof m.consumption_rate;

/** A number from `min` to `max` with at most two decimals, refused by `kind` when it is not one. */
const decimalNumber = (kind: DecimalKind, max: number, min = 0, required?: RefusalCode) => {
  // Each check aborts: a field earns one refusal, and rules spanning fields (superRefine) see only sound values.
  const error = numberError(kind, required);
  return z
    .number({ error })
    .min(min, { error, abort: true })
    .max(max, { error, abort: true })
    .refine(hasTwoDecimals, { error: kind, abort: true });
};

/** An amount in major units, 0 or more, with at most two decimals (the API's money; minor units inside). */
export const Amount = decimalNumber(m.amount, MAX_AMOUNT);

/** An amount with other bounds: a payment above 0, a price from 1. */
export const AmountBetween = (min: number, max = MAX_AMOUNT) => decimalNumber(m.amount, max, min);

export const Percent = decimalNumber(m.percent, 100);

/** A percent whose absence reads in a form's own words (spec 001's "Enter Factor of Safety"). */
export const PercentRequiredAs = (required: RefusalCode) => decimalNumber(m.percent, 100, 0, required);

/** Kilometres per litre, above 0 (from 0.01), with at most two decimals. */
export const KmPerLitre = decimalNumber(m.consumption_rate, 1000, 0.01);

/** A whole number from `min` to `max`; its absence may read in a form's own words (`required`). */
export const WholeNumber = (max = 1_000_000, min = 0, required: RefusalCode = m.required) => {
  const error = numberError(m.whole_number, required);
  return z
    .number({ error })
    .int({ error, abort: true })
    .min(min, { error, abort: true })
    .max(max, { error, abort: true });
};

export const MIN_VEHICLE_YEAR = 1950;

/**
 * A vehicle's model year, from 1950 to next year. Next year moves with the calendar, so that bound
 * is checked when a value is parsed, not fixed when the server starts.
 */
export const VehicleYear = WholeNumber(Number.MAX_SAFE_INTEGER, MIN_VEHICLE_YEAR).superRefine((year, ctx) => {
  const max = new Date().getUTCFullYear() + 1;
  if (year > max) ctx.addIssue({ code: "custom", message: m.max, params: { max }, input: year });
});

/** How many of something a line holds: a whole number from 1 up to `max`. */
export const LineQuantity = (max: number) => WholeNumber(max, 1);

/** A calendar date as "YYYY-MM-DD" that exists (no 31 February). */
export const IsoDate = z
  .string({ error: m.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.date })
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      error: m.date,
    },
  );

/** A list of ids without repeats. */
export const IdList = (max = 500) =>
  z
    .array(z.uuid({ error: m.id }), { error: m.id })
    .max(max, { error: m.too_long })
    .refine((ids) => new Set(ids).size === ids.length, { error: m.duplicate });
