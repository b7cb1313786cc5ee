import {
  conflict,
  notFound,
  type CategoryCreateBody,
  type CategoryDto,
  type CategoryListQuery,
  type CategoryUpdateBody,
  type CategoryWithProductsDto,
  type CategoryWithServicesDto,
  type ListResult,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { isOwned } from "../../../db/ownership.js";
import { refusingDuplicate } from "../../../db/pg-error.js";
import type { RequestContext } from "../../../platform/route.js";
import type { CategoryChoicesRepo } from "./choices-repo.js";
import { toCategoriesWithProducts, toCategoriesWithServices, toCategoryColumns, toCategoryDto } from "./presenter.js";
import { CATEGORY_NAME_INDEX, type CategoryRepo } from "./repo.js";

/** A duplicate name (same shop and kind, any case) is the user's to fix: its own 409, not the generic one. */
const withNameCheck = <T>(write: () => Promise<T>) =>
  refusingDuplicate(CATEGORY_NAME_INDEX, "category_name_taken", write);

export function createCategoryService(categories: CategoryRepo, choices: CategoryChoicesRepo, db: Db) {
  async function get(ctx: RequestContext, id: string): Promise<CategoryDto> {
    const row = await categories.get(ctx.tenantId, id);
    if (!row) throw notFound("category_not_found");
    return toCategoryDto(row);
  }

  /** A branch named in the query must be one of the caller's shop. */
  async function checkBranch(ctx: RequestContext, branchId: string | undefined) {
    if (branchId && !(await isOwned(db, "branches", ctx.tenantId, branchId))) throw notFound("branch_not_found");
  }

  return {
    get,

    async list(ctx: RequestContext, q: CategoryListQuery): Promise<ListResult<CategoryDto>> {
      const page = await categories.list(ctx.tenantId, q);
      return { ...page, items: page.items.map(toCategoryDto) };
    },

    async create(ctx: RequestContext, body: CategoryCreateBody): Promise<CategoryDto> {
      const id = await withNameCheck(() => categories.insert(ctx.tenantId, toCategoryColumns(body)));
      return get(ctx, id);
    },

    async update(ctx: RequestContext, id: string, body: CategoryUpdateBody): Promise<CategoryDto> {
      const isUpdated = await withNameCheck(() => categories.update(ctx.tenantId, id, toCategoryColumns(body)));
      if (!isUpdated) throw notFound("category_not_found");
      return get(ctx, id);
    },

    async remove(ctx: RequestContext, id: string): Promise<void> {
      if (await categories.removeIfEmpty(ctx.tenantId, id)) return;
      // Nothing deleted: either it is not this shop's, or something still sits in it.
      if (!(await categories.get(ctx.tenantId, id))) throw notFound("category_not_found");
      throw conflict("category_in_use");
    },

    async withServices(ctx: RequestContext, branchId?: string): Promise<CategoryWithServicesDto[]> {
      await checkBranch(ctx, branchId);
      return toCategoriesWithServices(await choices.servicesByCategory(ctx.tenantId, branchId));
    },

    async withProducts(ctx: RequestContext, branchId?: string): Promise<CategoryWithProductsDto[]> {
      await checkBranch(ctx, branchId);
      return toCategoriesWithProducts(await choices.variantsByCategory(ctx.tenantId, branchId));
    },
  };
}

export type CategoryService = ReturnType<typeof createCategoryService>;
