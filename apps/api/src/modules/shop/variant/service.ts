import {
  conflict,
  invalid,
  notFound,
  type RefusalCode,
  type VariantCreateBody,
  type VariantDto,
  type VariantUpdateBody,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { groupBy } from "../../../db/links.js";
import { assertOwned } from "../../../db/ownership.js";
import { isUniqueViolation } from "../../../db/pg-error.js";
import { discountAfter, pairOf } from "../../../platform/money-columns.js";
import type { RequestContext } from "../../../platform/route.js";
import type { ProductRepo } from "../product/repo.js";
import { toVariantColumns, toVariantDto } from "./presenter.js";
import { openingCount } from "../stock/movements.js";
import type { VariantRepo, VariantRow } from "./repo.js";

/** The unique indexes on SKU and barcode (per shop), and what a clash with each tells the user. */
const uniqueMessages: { index: string; code: RefusalCode }[] = [
  { index: "product_variants_shop_sku_uq", code: "sku_taken" },
  { index: "product_variants_shop_barcode_uq", code: "barcode_taken" },
];

/** Runs a write; a clash on SKU or barcode becomes a 409 that says which (the index itself is the check). */
async function withUniqueMessages<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const clash = uniqueMessages.find(({ index }) => isUniqueViolation(error, index));
    if (clash) throw conflict(clash.code);
    throw error;
  }
}

const branchIdsOf = (stock: { branch_id: string }[]) => stock.map((line) => line.branch_id);

interface Deps {
  db: Db;
  variants: VariantRepo;
  products: ProductRepo;
}

export function createVariantService({ db, variants, products }: Deps) {
  /** Variants with their stock lines: one query for the stock of all of them. */
  async function present(tenantId: string, rows: VariantRow[]): Promise<VariantDto[]> {
    const stock = await variants.stockOf(
      tenantId,
      rows.map((row) => row.id),
    );
    const byVariant = groupBy(stock, (line) => line.variantId);
    return rows.map((row) => toVariantDto(row, byVariant.get(row.id) ?? []));
  }

  async function get(ctx: RequestContext, id: string): Promise<VariantDto> {
    const row = await variants.get(ctx.tenantId, id);
    const [dto] = row ? await present(ctx.tenantId, [row]) : [];
    if (!dto) throw notFound("variant_not_found");
    return dto;
  }

  return {
    async listByProduct(ctx: RequestContext, productId: string): Promise<VariantDto[]> {
      if (!(await products.get(ctx.tenantId, productId))) throw notFound("product_not_found");
      return present(ctx.tenantId, await variants.listByProduct(ctx.tenantId, productId));
    },

    async create(ctx: RequestContext, body: VariantCreateBody): Promise<VariantDto> {
      if (!(await products.get(ctx.tenantId, body.product_id))) {
        throw invalid("product_id", "id");
      }
      await assertOwned(db, "branches", ctx.tenantId, branchIdsOf(body.stock), "stock");
      const id = await withUniqueMessages(() =>
        db.transaction(async (tx) => {
          const discount = discountAfter(body) ?? { type: null, storedValue: 0 };
          const variantId = await variants.insert(ctx.tenantId, toVariantColumns(body, discount), tx);
          await openingCount(tx, { shopId: ctx.tenantId, userId: ctx.userId, variantId }, body.stock);
          return variantId;
        }),
      );
      return get(ctx, id);
    },

    async update(ctx: RequestContext, id: string, body: VariantUpdateBody): Promise<VariantDto> {
      const current = await variants.get(ctx.tenantId, id);
      if (!current) throw notFound("variant_not_found");
      const discount = discountAfter(body, pairOf(current.discountType, current.discountValue));
      await withUniqueMessages(async () => {
        if (!(await variants.update(ctx.tenantId, id, toVariantColumns(body, discount))))
          throw notFound("variant_not_found");
      });
      return get(ctx, id);
    },

    async remove(ctx: RequestContext, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await variants.get(ctx.tenantId, id, tx))) throw notFound("variant_not_found");
        if (await variants.isInPackage(ctx.tenantId, id, tx)) throw conflict("variant_in_package");
        await variants.remove(ctx.tenantId, id, tx);
      });
    },
  };
}

export type VariantService = ReturnType<typeof createVariantService>;
