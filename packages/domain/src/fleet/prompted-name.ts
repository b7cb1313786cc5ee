import { z } from "zod";
import { text } from "../platform/validation.js";

/**
 * A required name whose form shows spec 001's own prompt ("Enter Branch Name") when it is missing
 * or blank, rather than the generic "is required".
 */
export const promptedName = (prompt: string, max = 120) =>
  z
    .string({ error: prompt })
    .pipe(text(max))
    .refine((v) => v.length > 0, { error: prompt, abort: true });
