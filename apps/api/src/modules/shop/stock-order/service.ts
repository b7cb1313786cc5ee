import {
  STOCK_ORDER_NEXT,
  conflict,
  invalid,
  isStockOrderOpen,
  notFound,
  toMajor,
  type ListResult,
  type StockOrderCreateBody,
  type StockOrderDto,
  type StockOrderListQuery,
  type StockOrderReceiveBody,
  type StockOrderStatus,
  type StockOrderStatusBody,
  type StockOrderSummaryDto,
  type StockOrderUpdateBody,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { nextShopNumber } from "../../../db/shop-counter.js";
import type { RequestContext } from "../../../platform/route.js";
import type { TenantZones } from "../../../platform/tenant-zones.js";
import { keepReceived, newLines, totalOf } from "./lines.js";
import { renderStockOrderPdf } from "./pdf.js";
import type { PdfLang } from "../../../platform/pdf/pdf-language.js";
import { toStockOrderDto, toStockOrderSummaryDto } from "./presenter.js";
import { receiveGoods, statusAfterReceipt } from "./receive.js";
import type { StockOrderRepo } from "./repo.js";
import { stockOrderWrites, type StockOrderRow } from "./write-repo.js";

interface Deps {
  db: Db;
  orders: StockOrderRepo;
  zones: TenantZones;
}

/** A new order's supplier, or a changed one: the shop's, not archived, active. */
async function checkSupplier(tx: Db, shopId: string, supplierId: string) {
  const supplier = await stockOrderWrites.supplier(tx, shopId, supplierId);
  if (!supplier) throw notFound("supplier_not_found");
  if (!supplier.active) throw invalid("supplier_id", "supplier_inactive");
}

async function checkBranch(tx: Db, shopId: string, branchId: string) {
  if (!(await stockOrderWrites.hasBranch(tx, shopId, branchId))) throw invalid("branch_id", "not_shop_branch");
}

/**
 * Changes to an open order's header and lines. Once goods came in, its supplier and branch stay, and
 * the received lines come back as they are; the other lines are written afresh (checked against the
 * branch, which may have changed). A partly received order whose remaining lines are all dropped is
 * received.
 */
async function editOrder(tx: Db, shopId: string, order: StockOrderRow, body: StockOrderUpdateBody) {
  if (!isStockOrderOpen(order.status)) throw conflict("stock_order_closed");
  const current = await stockOrderWrites.lines(tx, shopId, order.id);
  const kept = current.map((row) => row.line).filter((line) => line.receivedQuantity > 0);
  const supplierId = body.supplier_id ?? order.supplierId;
  const branchId = body.branch_id ?? order.branchId;
  const moved = supplierId !== order.supplierId || branchId !== order.branchId;
  if (moved && kept.length > 0) throw conflict("stock_order_received_locked");
  if (supplierId !== order.supplierId) await checkSupplier(tx, shopId, supplierId);
  if (branchId !== order.branchId) await checkBranch(tx, shopId, branchId);
  const changes: Partial<StockOrderRow> = {
    supplierId,
    branchId,
    ...(body.expected_on !== undefined && { expectedOn: body.expected_on }),
    ...(body.notes !== undefined && { notes: body.notes }),
  };
  if (body.products || branchId !== order.branchId) {
    const products =
      body.products ??
      current.map(({ line }) => ({
        variant_id: line.variantId,
        quantity: line.quantity,
        unit_cost: toMajor(line.unitCostMinor),
      }));
    const fresh = keepReceived(current, products);
    await stockOrderWrites.dropUnreceivedLines(tx, shopId, order.id);
    const last = Math.max(0, ...kept.map((line) => line.position));
    const written = await newLines(tx, { shopId, branchId }, fresh, last + 1);
    await stockOrderWrites.insertLines(tx, shopId, order.id, written);
    changes.totalMinor = totalOf([...kept, ...written]);
    if (order.status === "partly_received" && statusAfterReceipt([...kept, ...written]) === "received") {
      Object.assign(changes, { status: "received", receivedAt: new Date() });
    }
  }
  await stockOrderWrites.update(tx, shopId, order.id, changes);
}

export function createStockOrderService({ db, orders, zones }: Deps) {
  async function get(ctx: RequestContext, id: string): Promise<StockOrderDto> {
    const row = await orders.get(ctx.tenantId, id);
    if (!row) throw notFound("stock_order_not_found");
    return toStockOrderDto(row, await stockOrderWrites.lines(db, ctx.tenantId, id));
  }

  /** One change of an order under its row's lock, then the order as it now stands. */
  async function change(
    ctx: RequestContext,
    id: string,
    write: (tx: Db, order: StockOrderRow) => Promise<unknown>,
  ): Promise<StockOrderDto> {
    await db.transaction(async (tx) => {
      const order = await stockOrderWrites.lock(tx, ctx.tenantId, id);
      if (!order) throw notFound("stock_order_not_found");
      await write(tx, order);
    });
    return get(ctx, id);
  }

  return {
    get,

    async list(ctx: RequestContext, q: StockOrderListQuery): Promise<ListResult<StockOrderSummaryDto>> {
      const page = await orders.list(ctx.tenantId, q);
      return { ...page, items: page.items.map(toStockOrderSummaryDto) };
    },

    async create(ctx: RequestContext, body: StockOrderCreateBody): Promise<StockOrderDto> {
      const shopId = ctx.tenantId;
      const id = await db.transaction(async (tx) => {
        await checkSupplier(tx, shopId, body.supplier_id);
        await checkBranch(tx, shopId, body.branch_id);
        const lines = await newLines(tx, { shopId, branchId: body.branch_id }, body.products, 1);
        const number = await nextShopNumber(tx, shopId, "lastStockOrderNumber");
        const orderId = await stockOrderWrites.insert(tx, {
          shopId,
          number,
          supplierId: body.supplier_id,
          branchId: body.branch_id,
          status: body.status,
          expectedOn: body.expected_on,
          notes: body.notes,
          totalMinor: totalOf(lines),
          orderedAt: body.status === "ordered" ? new Date() : null,
          createdBy: ctx.userId,
        });
        await stockOrderWrites.insertLines(tx, shopId, orderId, lines);
        return orderId;
      });
      return get(ctx, id);
    },

    update: (ctx: RequestContext, id: string, body: StockOrderUpdateBody) =>
      change(ctx, id, (tx, order) => editOrder(tx, ctx.tenantId, order, body)),

    /** Placing a draft stamps when it was ordered; cancelling keeps what was received in stock. */
    changeStatus: (ctx: RequestContext, body: StockOrderStatusBody) =>
      change(ctx, body.id, (tx, order) => {
        if (!STOCK_ORDER_NEXT[order.status as StockOrderStatus].includes(body.status)) {
          throw conflict("stock_order_status_change");
        }
        const stamp = body.status === "ordered" ? { orderedAt: new Date() } : { cancelledAt: new Date() };
        return stockOrderWrites.update(tx, ctx.tenantId, order.id, { status: body.status, ...stamp });
      }),

    receive: (ctx: RequestContext, body: StockOrderReceiveBody) =>
      change(ctx, body.id, (tx, order) => receiveGoods(tx, { shopId: ctx.tenantId, userId: ctx.userId }, order, body)),

    /** The supplier is paid for everything received so far; what comes in later is owed again. */
    recordPayment: (ctx: RequestContext, id: string) =>
      change(ctx, id, (tx, order) => {
        if (order.receivedValueMinor <= order.paidMinor) throw conflict("stock_order_nothing_owed");
        return stockOrderWrites.update(tx, ctx.tenantId, order.id, { paidMinor: order.receivedValueMinor });
      }),

    /** The order as a PDF in the language asked for, named by its number. */
    async pdf(ctx: RequestContext, id: string, lang: PdfLang): Promise<{ fileName: string; bytes: Buffer }> {
      const order = await get(ctx, id);
      const buyer = await orders.buyer(ctx.tenantId, order.branch_id);
      const bytes = await renderStockOrderPdf(order, buyer, lang, await zones.ofShop(ctx.tenantId));
      return { fileName: `${order.number_display}.pdf`, bytes };
    },
  };
}

export type StockOrderService = ReturnType<typeof createStockOrderService>;
