import {
  notFound,
  type ListResult,
  type ResourceCreateBody,
  type ResourceDto,
  type ResourceListQuery,
  type ResourceUpdateBody,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { assertOwned } from "../../../db/ownership.js";
import type { RequestContext } from "../../../platform/route.js";
import { toResourceColumns, toResourceDto } from "./presenter.js";
import type { ResourceRepo } from "./repo.js";

export function createResourceService(resources: ResourceRepo, db: Db) {
  async function get(ctx: RequestContext, id: string): Promise<ResourceDto> {
    const row = await resources.get(ctx.tenantId, id);
    if (!row) throw notFound("resource_not_found");
    return toResourceDto(row);
  }

  /** The branch sent in the body must be one of the caller's shop (another shop's reads as unknown). */
  async function checkBranch(ctx: RequestContext, branchId: string | undefined) {
    await assertOwned(db, "branches", ctx.tenantId, branchId ? [branchId] : [], "branch_id");
  }

  return {
    get,

    async list(ctx: RequestContext, q: ResourceListQuery): Promise<ListResult<ResourceDto>> {
      const page = await resources.list(ctx.tenantId, q);
      return { ...page, items: page.items.map(toResourceDto) };
    },

    async create(ctx: RequestContext, body: ResourceCreateBody): Promise<ResourceDto> {
      await checkBranch(ctx, body.branch_id);
      const id = await resources.insert(ctx.tenantId, toResourceColumns(body));
      return get(ctx, id);
    },

    async update(ctx: RequestContext, id: string, body: ResourceUpdateBody): Promise<ResourceDto> {
      // Another shop's resource is 404 before its branch is looked at, as for any other field.
      await get(ctx, id);
      await checkBranch(ctx, body.branch_id);
      if (!(await resources.update(ctx.tenantId, id, toResourceColumns(body)))) throw notFound("resource_not_found");
      return get(ctx, id);
    },

    async remove(ctx: RequestContext, id: string): Promise<void> {
      if (!(await resources.remove(ctx.tenantId, id))) throw notFound("resource_not_found");
    },
  };
}

export type ResourceService = ReturnType<typeof createResourceService>;
