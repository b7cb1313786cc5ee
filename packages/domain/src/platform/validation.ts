import { z } from "zod";
import { ValidationMessage } from "./messages.js";

export { ValidationMessage, type ValidationMessageKey } from "./messages.js";

const m = ValidationMessage;

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

export const Password = z
  .string({ error: m.required })
  .min(8, { error: m.password_min })
  .max(128, { error: m.password_max });

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

/** Present in the body, but may be null: a full update that must not lose a field by leaving it out. */
export const nullableText = (max = 500) =>
  text(max)
    .nullable()
    .transform((v) => (v ? v : null));

export const NullableId = z.uuid({ error: m.id }).nullable();

export const OptionalId = z
  .uuid({ error: m.id })
  .nullish()
  .transform((v) => v ?? null);

export const Currency = z.enum(["PKR", "SAR"], { error: m.currency });
export type Currency = z.infer<typeof Currency>;

/** The user-facing message of one zod issue, with the field named: "email: must be a valid e-mail address". */
export function describeIssue(issue: { path: PropertyKey[]; message: string; code?: string }): string {
  const field = issue.path.map(String).join(".") || "body";
  const isMissing = /received (undefined|null)$/.test(issue.message);
  const message = isMissing ? m.required : issue.message;
  return `${field}: ${message}`;
}

/** The largest amount anywhere (a billion in major units): far above any real price, well inside an integer. */
export const MAX_AMOUNT = 1_000_000_000;

/** An amount in major units, 0 or more, with at most two decimals (the API's money; minor units inside). */
export const Amount = z
  .number({ error: m.amount })
  .min(0, { error: m.amount })
  .max(MAX_AMOUNT, { error: m.amount })
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { error: m.amount });

export const Percent = z
  .number({ error: m.percent })
  .min(0, { error: m.percent })
  .max(100, { error: m.percent })
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, { error: m.percent });

export const WholeNumber = (max = 1_000_000, min = 0) =>
  z.number({ error: m.whole_number }).int({ error: m.whole_number }).min(min, { error: m.whole_number }).max(max, {
    error: m.whole_number,
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
