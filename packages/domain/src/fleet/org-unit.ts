import { z } from "zod";
import { ListQuery, SortOrder } from "../platform/list.js";
import { RefusalCode as m } from "../platform/messages.js";
import { promptedName } from "./prompted-name.js";
import { ORG_UNIT_KINDS, type OrgUnitKind } from "./vocabulary.js";

export const OrgUnitKindSchema = z.enum(ORG_UNIT_KINDS, { error: m.choice });

/** The prompt each kind's name field shows when it is left empty (spec 001 section 5; designations ours). */
export const ORG_UNIT_NAME_PROMPTS: Record<OrgUnitKind, string> = {
  branch: m.branch_name_required,
  department: m.department_name_required,
  designation: m.designation_name_required,
};

/** What a branch, a department or a designation is made of: its name (spec 001 section 3). */
export const orgUnitBodyOf = (kind: OrgUnitKind) => z.object({ name: promptedName(ORG_UNIT_NAME_PROMPTS[kind]) });
export type OrgUnitBody = z.infer<ReturnType<typeof orgUnitBodyOf>>;

export const OrgUnitListQuery = ListQuery.extend({
  sort: z.enum(["name", "created_at"]).catch("created_at").default("created_at"),
  order: SortOrder.catch("asc").default("asc"),
});
export type OrgUnitListQuery = z.infer<typeof OrgUnitListQuery>;

export const OrgUnitDto = z.object({
  _id: z.string(),
  kind: OrgUnitKindSchema,
  name: z.string(),
  /** Employees placed in the unit: a unit in use cannot be deleted. */
  employees_count: z.number().int(),
  created_at: z.string(),
});
export type OrgUnitDto = z.infer<typeof OrgUnitDto>;

/** A unit as the employee form's selects offer it. */
export const OrgUnitChoiceDto = z.object({ _id: z.string(), name: z.string() });
export type OrgUnitChoiceDto = z.infer<typeof OrgUnitChoiceDto>;

/** The permission group of each kind in the fleet catalogue. */
export const ORG_UNIT_GROUPS = {
  branch: "branches",
  department: "departments",
  designation: "designations",
} as const satisfies Record<OrgUnitKind, string>;
