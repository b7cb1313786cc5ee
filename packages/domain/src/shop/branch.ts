import { z } from "zod";
import { optionalPlaceFields } from "../reference/location.js";
import { ListQuery, SortOrder } from "../platform/list.js";
import { OptionalId, Phone, optionalText, requiredText } from "../platform/validation.js";
import { RefusalCode } from "../platform/messages.js";

const branchFields = {
  branch_name_english: requiredText(120),
  branch_name_arabic: requiredText(120),
  address: optionalText(300),
  country_id: OptionalId,
  state_id: OptionalId,
  city_id: OptionalId,
  phone: Phone,
  active: z.boolean({ error: RefusalCode.boolean }),
};

export const BranchCreateBody = z.object({ ...branchFields, active: branchFields.active.default(true) });
export type BranchCreateBody = z.infer<typeof BranchCreateBody>;

/** Built from the fields without defaults, so a PATCH that leaves `active` out does not reactivate a branch. */
export const BranchUpdateBody = z.object(branchFields).partial();
export type BranchUpdateBody = z.infer<typeof BranchUpdateBody>;

export const BranchStatusFilter = z.enum(["all", "active", "inactive"]);

export const BranchListQuery = ListQuery.extend({
  status: BranchStatusFilter.catch("all").default("all"),
  sort: z.enum(["name", "created_at"]).catch("created_at").default("created_at"),
  order: SortOrder.catch("asc").default("asc"),
});
export type BranchListQuery = z.infer<typeof BranchListQuery>;

export const BranchDto = z.object({
  _id: z.string(),
  branch_name_english: z.string(),
  branch_name_arabic: z.string(),
  address: z.string().nullable(),
  ...optionalPlaceFields,
  phone: z.string(),
  active: z.boolean(),
  created_at: z.string(),
});
export type BranchDto = z.infer<typeof BranchDto>;
