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
