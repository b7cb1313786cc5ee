import { z } from "zod";
import { RefusalCode } from "./messages.js";
import { text } from "./validation.js";

export const MAX_PAGE_SIZE = 100;
export const MAX_REFERENCE_PAGE_SIZE = 9999;

/**
 * How many rows past the page asked for a list's total counts at most (decision 0027): an exact
 * total is a walk over every matching row of the tenant, a page read only touches its own rows.
 * Past the cap the total is `offset + LIST_TOTAL_CAP` and `total_capped` is true.
 */
export const LIST_TOTAL_CAP = 1000;

/** A `limit` above the cap is clamped rather than refused, so old clients asking for more still work. */
export const limitUpTo = (maxLimit: number, defaultLimit: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .catch(defaultLimit)
    .default(defaultLimit)
    .transform((n) => Math.min(n, maxLimit));

/** `page` (1 unless told) and `limit`. */
export function pagination(maxLimit: number, defaultLimit: number) {
  return {
    page: z.coerce.number().int().min(1).catch(1).default(1),
    limit: limitUpTo(maxLimit, defaultLimit),
  };
}

export const ListQuery = z.object({
  ...pagination(MAX_PAGE_SIZE, 10),
  search: text(100).optional(),
});
export type ListQuery = z.infer<typeof ListQuery>;

export const ReferenceListQuery = z.object({
  ...pagination(MAX_REFERENCE_PAGE_SIZE, MAX_REFERENCE_PAGE_SIZE),
  search: text(100).optional(),
});

export const SortOrder = z.enum(["asc", "desc"]);

export function listResultSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    /** The total stopped counting at the cap: there are at least `total` rows. */
    total_capped: z.boolean(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}

export interface ListResult<T> {
  items: T[];
  total: number;
  total_capped: boolean;
  page: number;
  limit: number;
}

export const offsetOf = (q: { page: number; limit: number }) => (q.page - 1) * q.limit;

export const IdParams = z.object({ id: z.uuid({ error: RefusalCode.id }) });
export const IdBody = z.object({ id: z.uuid({ error: RefusalCode.id }) });
export const Nothing = z.null();
