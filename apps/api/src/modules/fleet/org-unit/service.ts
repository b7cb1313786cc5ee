import {
  conflict,
  notFound,
  type ListResult,
  type OrgUnitBody,
  type OrgUnitChoiceDto,
  type OrgUnitDto,
  type OrgUnitKind,
  type OrgUnitListQuery,
  type RefusalCode,
} from "@pitlane/domain";
import { refusingDuplicate } from "../../../db/pg-error.js";
import { toCsv } from "../../../platform/csv.js";
import type { RequestContext } from "../../../platform/route.js";
import { ORG_UNIT_CSV_HEADER, toOrgUnitCsvRow, toOrgUnitDto } from "./presenter.js";
import { NAME_INDEX, type OrgUnitRepo } from "./repo.js";

/** Each kind's own refusals: not found, a name taken, still holding employees. */
const refusals: Record<OrgUnitKind, { notFound: RefusalCode; nameTaken: RefusalCode; inUse: RefusalCode }> = {
  branch: { notFound: "branch_not_found", nameTaken: "branch_name_taken", inUse: "branch_in_use" },
  department: { notFound: "department_not_found", nameTaken: "department_name_taken", inUse: "department_in_use" },
  designation: { notFound: "designation_not_found", nameTaken: "designation_name_taken", inUse: "designation_in_use" },
};

/** A second unit of the same name and kind is the user's to fix: its own 409, not the generic one. */
const refusingTakenName = <T>(kind: OrgUnitKind, write: () => Promise<T>) =>
  refusingDuplicate(NAME_INDEX, refusals[kind].nameTaken, write);

/** The rules of one kind of organisation unit; the three kinds share them. */
export function createOrgUnitService(units: OrgUnitRepo, kind: OrgUnitKind) {
  const refused = refusals[kind];

  async function get(ctx: RequestContext, id: string): Promise<OrgUnitDto> {
    const row = await units.get(ctx.tenantId, kind, id);
    if (!row) throw notFound(refused.notFound);
    return toOrgUnitDto(kind, row);
  }

  return {
    get,

    async list(ctx: RequestContext, q: OrgUnitListQuery): Promise<ListResult<OrgUnitDto>> {
      const page = await units.list(ctx.tenantId, kind, q);
      return { ...page, items: page.items.map((row) => toOrgUnitDto(kind, row)) };
    },

    async choices(ctx: RequestContext): Promise<OrgUnitChoiceDto[]> {
      return (await units.choices(ctx.tenantId, kind)).map(({ id, name }) => ({ _id: id, name }));
    },

    async create(ctx: RequestContext, body: OrgUnitBody): Promise<OrgUnitDto> {
      const id = await refusingTakenName(kind, () => units.insert(ctx.tenantId, kind, body.name));
      return get(ctx, id);
    },

    async update(ctx: RequestContext, id: string, body: OrgUnitBody): Promise<OrgUnitDto> {
      const isRenamed = await refusingTakenName(kind, () => units.rename(ctx.tenantId, kind, id, body.name));
      if (!isRenamed) throw notFound(refused.notFound);
      return get(ctx, id);
    },

    async remove(ctx: RequestContext, id: string): Promise<void> {
      if (await units.removeIfUnused(ctx.tenantId, kind, id)) return;
      // Nothing deleted: either it is not this company's, or employees are still placed in it.
      await get(ctx, id);
      throw conflict(refused.inUse);
    },

    async exportCsv(ctx: RequestContext, q: Omit<OrgUnitListQuery, "page" | "limit">): Promise<string> {
      const rows = await units.all(ctx.tenantId, kind, q);
      return toCsv(ORG_UNIT_CSV_HEADER, rows.map(toOrgUnitCsvRow));
    },
  };
}

export type OrgUnitService = ReturnType<typeof createOrgUnitService>;

/** One service per kind over the same repo. */
export const createOrgUnitServices = (units: OrgUnitRepo) => ({
  branch: createOrgUnitService(units, "branch"),
  department: createOrgUnitService(units, "department"),
  designation: createOrgUnitService(units, "designation"),
});
export type OrgUnitServices = ReturnType<typeof createOrgUnitServices>;
