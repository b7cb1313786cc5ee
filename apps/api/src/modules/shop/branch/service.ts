import {
  notFound,
  type BranchCreateBody,
  type BranchDto,
  type BranchListQuery,
  type BranchUpdateBody,
  type ListResult,
} from "@pitlane/domain";
import { refusingDuplicate } from "../../../db/pg-error.js";
import type { RequestContext } from "../../../platform/route.js";
import type { TenantPhones } from "../../../platform/tenant-phones.js";
import type { LocationRepo } from "../../reference/location/repo.js";
import { checkLocation, placeAfter } from "../../reference/location/service.js";
import { toBranchColumns, toBranchDto } from "./presenter.js";
import { BRANCH_ARABIC_NAME_INDEX, BRANCH_ENGLISH_NAME_INDEX, type BranchRepo } from "./repo.js";

/** A name another branch of the shop has (in either language, any case) is the user's to fix. */
const withNameCheck = <T>(write: () => Promise<T>) =>
  refusingDuplicate(BRANCH_ENGLISH_NAME_INDEX, "branch_name_taken", () =>
    refusingDuplicate(BRANCH_ARABIC_NAME_INDEX, "branch_name_taken", write),
  );

export function createBranchService(branches: BranchRepo, locations: LocationRepo, phones: TenantPhones) {
  async function get(ctx: RequestContext, id: string): Promise<BranchDto> {
    const row = await branches.get(ctx.tenantId, id);
    if (!row) throw notFound("branch_not_found");
    return toBranchDto(row);
  }

  return {
    get,

    async list(ctx: RequestContext, q: BranchListQuery): Promise<ListResult<BranchDto>> {
      const digits = (await phones.ofShop(ctx.tenantId)).searchDigits(q.search);
      const page = await branches.list(ctx.tenantId, q, digits);
      return { ...page, items: page.items.map(toBranchDto) };
    },

    async create(ctx: RequestContext, body: BranchCreateBody): Promise<BranchDto> {
      await checkLocation(locations, body);
      const stored = (await phones.ofShop(ctx.tenantId)).withStoredPhone(body);
      const id = await withNameCheck(() => branches.insert(ctx.tenantId, toBranchColumns(stored)));
      return get(ctx, id);
    },

    async update(ctx: RequestContext, id: string, body: BranchUpdateBody): Promise<BranchDto> {
      const current = await get(ctx, id);
      // The address is checked as it will be after the change, mixing new and kept parts.
      await checkLocation(locations, placeAfter(body, current));
      const stored = (await phones.ofShop(ctx.tenantId)).withStoredPhone(body);
      const isUpdated = await withNameCheck(() => branches.update(ctx.tenantId, id, toBranchColumns(stored)));
      if (!isUpdated) throw notFound("branch_not_found");
      return get(ctx, id);
    },

    async remove(ctx: RequestContext, id: string): Promise<void> {
      if (!(await branches.remove(ctx.tenantId, id))) throw notFound("branch_not_found");
    },
  };
}

export type BranchService = ReturnType<typeof createBranchService>;
