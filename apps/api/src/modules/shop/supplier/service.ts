import {
  notFound,
  toMajor,
  type SupplierDetailDto,
  type ListResult,
  type SupplierCreateBody,
  type SupplierDto,
  type SupplierListQuery,
  type SupplierUpdateBody,
} from "@pitlane/domain";
import { refusingDuplicate } from "../../../db/pg-error.js";
import type { RequestContext } from "../../../platform/route.js";
import type { TenantPhones } from "../../../platform/tenant-phones.js";
import type { LocationRepo } from "../../reference/location/repo.js";
import { checkLocation, placeAfter } from "../../reference/location/service.js";
import type { StockOrderRepo } from "../stock-order/repo.js";
import { toSupplierColumns, toSupplierDto } from "./presenter.js";
import { SUPPLIER_NAME_INDEX, type SupplierRepo } from "./repo.js";

/** A name another supplier of the shop has (any case) is the user's to fix. */
const withNameCheck = <T>(write: () => Promise<T>) =>
  refusingDuplicate(SUPPLIER_NAME_INDEX, "supplier_name_taken", write);

interface Deps {
  suppliers: SupplierRepo;
  /** The stock orders that name suppliers: what is owed, and whether delete must archive. */
  orders: Pick<StockOrderRepo, "supplierBalance" | "namesSupplier">;
  locations: LocationRepo;
  phones: TenantPhones;
}

export function createSupplierService({ suppliers, orders, locations, phones }: Deps) {
  async function get(ctx: RequestContext, id: string): Promise<SupplierDto> {
    const row = await suppliers.get(ctx.tenantId, id);
    if (!row) throw notFound("supplier_not_found");
    return toSupplierDto(row);
  }

  return {
    async detail(ctx: RequestContext, id: string): Promise<SupplierDetailDto> {
      const supplier = await get(ctx, id);
      const balance = await orders.supplierBalance(ctx.tenantId, id);
      return { ...supplier, owed: toMajor(balance.owedMinor), open_orders: balance.openOrders };
    },

    async list(ctx: RequestContext, q: SupplierListQuery): Promise<ListResult<SupplierDto>> {
      const digits = (await phones.ofShop(ctx.tenantId)).searchDigits(q.search);
      const page = await suppliers.list(ctx.tenantId, q, digits);
      return { ...page, items: page.items.map(toSupplierDto) };
    },

    async create(ctx: RequestContext, body: SupplierCreateBody): Promise<SupplierDto> {
      await checkLocation(locations, body);
      const stored = (await phones.ofShop(ctx.tenantId)).withStoredPhone(body);
      const id = await withNameCheck(() => suppliers.insert(ctx.tenantId, toSupplierColumns(stored)));
      return get(ctx, id);
    },

    async update(ctx: RequestContext, id: string, body: SupplierUpdateBody): Promise<SupplierDto> {
      const current = await get(ctx, id);
      await checkLocation(locations, placeAfter(body, current));
      const stored = (await phones.ofShop(ctx.tenantId)).withStoredPhone(body);
      const isUpdated = await withNameCheck(() => suppliers.update(ctx.tenantId, id, toSupplierColumns(stored)));
      if (!isUpdated) throw notFound("supplier_not_found");
      return get(ctx, id);
    },

    /** Erased while no stock order names it; else archived, so its orders keep their supplier. */
    async remove(ctx: RequestContext, id: string): Promise<void> {
      const named = await orders.namesSupplier(ctx.tenantId, id);
      const isGone = named ? await suppliers.archive(ctx.tenantId, id) : await suppliers.remove(ctx.tenantId, id);
      if (!isGone) throw notFound("supplier_not_found");
    },
  };
}

export type SupplierService = ReturnType<typeof createSupplierService>;
