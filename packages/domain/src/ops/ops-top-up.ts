import { z } from "zod";
import { ListQuery } from "../platform/list.js";
import { RefusalCode as m } from "../platform/messages.js";
import { requiredText } from "../platform/validation.js";
import { TOP_UP_FILTERS, TopUpDto } from "../fleet/top-up.js";

/** A top-up of one company, named in the path: another company's id answers 404. */
export const CompanyItemParams = z.object({
  companyId: z.uuid({ error: m.id }),
  id: z.uuid({ error: m.id }),
});

/** The queue: pending first (oldest first), or one status; search by company name or slip number. */
export const OpsTopUpListQuery = ListQuery.extend({
  status: z.enum(TOP_UP_FILTERS).catch("pending").default("pending"),
});
export type OpsTopUpListQuery = z.infer<typeof OpsTopUpListQuery>;

export const OpsTopUpDto = TopUpDto.extend({
  company_id: z.string(),
  company_name: z.string(),
  merchant_id: z.string(),
});
export type OpsTopUpDto = z.infer<typeof OpsTopUpDto>;

/** The reason the company reads beside its rejected request. */
export const RejectTopUpBody = z.object({ reason: requiredText(300) });
export type RejectTopUpBody = z.infer<typeof RejectTopUpBody>;
