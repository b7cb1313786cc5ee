import {
  conflict,
  notFound,
  type ListResult,
  type ProductCreateBody,
  type ProductDto,
  type ProductListQuery,
  type ProductUpdateBody,
  type VariantChoiceDto,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { assertOwned, isOwned } from "../../../db/ownership.js";
import { commissionAfter, pairOf } from "../../../platform/money-columns.js";
import type { RequestContext } from "../../../platform/route.js";
import { assertCategoryOfKind } from "../category/kind-check.js";
import { toVariantChoiceDto } from "../variant/presenter.js";
import type { VariantRepo } from "../variant/repo.js";
import { toProductColumns, toProductDto } from "./presenter.js";
import type { ProductFilter, ProductRepo } from "./repo.js";

interface Deps {
  db: Db;
  products: ProductRepo;
  variants: VariantRepo;
}

type References = Pick<ProductUpdateBody, "category_id" | "branch_ids" | "image_id">;

export function createProductService({ db, products, variants }: Deps) {
  async function get(ctx: RequestContext, id: string): Promise<ProductDto> {
    const row = await products.get(ctx.tenantId, id);
    const dto = row ? toProductDto(row) : undefined;
    if (!dto) throw notFound("product_not_found");
    return dto;
  }

  async function list(ctx: RequestContext, q: ProductFilter): Promise<ListResult<ProductDto>> {
    const page = await products.list(ctx.tenantId, q);
    return { ...page, items: page.items.map(toProductDto) };
  }

  /** Ids sent in the body must be the shop's own: else 400 naming the field. */
  async function checkReferences(ctx: RequestContext, body: References) {
    if (body.category_id) await assertCategoryOfKind(db, ctx.tenantId, body.category_id, "products");
    await assertOwned(db, "branches", ctx.tenantId, body.branch_ids ?? [], "branch_ids");
    await assertOwned(db, "uploads", ctx.tenantId, body.image_id ? [body.image_id] : [], "image_id");
  }

  return {
    get,

    list: (ctx: RequestContext, q: ProductListQuery) => list(ctx, q),

    /** Every product by name, for choosers. */
    byShop: (ctx: RequestContext, q: { page: number; limit: number; search?: string }) =>
      list(ctx, { ...q, status: "all", sort: "name", order: "asc" }),

    async byBranch(ctx: RequestContext, branchId: string): Promise<VariantChoiceDto[]> {
      if (!(await isOwned(db, "branches", ctx.tenantId, branchId))) throw notFound("branch_not_found");
      const rows = await variants.listAtBranch(ctx.tenantId, branchId);
      return rows.map(toVariantChoiceDto);
    },

    async create(ctx: RequestContext, body: ProductCreateBody): Promise<ProductDto> {
      await checkReferences(ctx, body);
      const commission = commissionAfter(body) ?? { type: null, storedValue: 0 };
      const id = await db.transaction(async (tx) => {
        const productId = await products.insert(ctx.tenantId, toProductColumns(body, commission), tx);
        await products.replaceBranches(ctx.tenantId, productId, body.branch_ids, tx);
        return productId;
      });
      return get(ctx, id);
    },

    async update(ctx: RequestContext, id: string, body: ProductUpdateBody): Promise<ProductDto> {
      // The row alone (not its branches and variant figures): what the change is checked against.
      const current = await products.get(ctx.tenantId, id);
      if (!current) throw notFound("product_not_found");
      const { commissionType, commissionValue } = current.product;
      const commission = commissionAfter(body, pairOf(commissionType, commissionValue));
      await checkReferences(ctx, body);
      const { branch_ids: branchIds } = body;
      await db.transaction(async (tx) => {
        if (!(await products.update(ctx.tenantId, id, toProductColumns(body, commission), tx))) {
          throw notFound("product_not_found");
        }
        if (branchIds) await products.replaceBranches(ctx.tenantId, id, branchIds, tx);
      });
      return get(ctx, id);
    },

    async remove(ctx: RequestContext, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await products.get(ctx.tenantId, id, tx))) throw notFound("product_not_found");
        if (await products.isInPackage(ctx.tenantId, id, tx)) throw conflict("product_in_package");
        await products.remove(ctx.tenantId, id, tx);
      });
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
