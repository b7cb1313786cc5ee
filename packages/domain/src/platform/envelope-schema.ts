import { z } from "zod";

/** The envelope as a zod schema, for response validation and the OpenAPI document. */
export function envelopeSchema<T extends z.ZodType>(result: T) {
  return z.object({
    error_code: z.number().int(),
    message: z.string(),
    result,
    token: z.string().optional(),
  });
}
