import {
  conflict,
  notFound,
  type ListResult,
  type OrderCreateBody,
  type OrderDto,
  type OrderListQuery,
  type OrderShipmentBody,
  type OrderStatusBody,
  type OrderSummaryDto,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import type { RequestContext } from "../../../platform/route.js";
import type { TenantZones } from "../../../platform/tenant-zones.js";
import { dayRangeIn } from "../../../platform/day-range.js";
import { placeOrder, type OrderAuthor } from "./place.js";
import { toOrderDto, toOrderSummaryDto } from "./presenter.js";
import type { OrderRepo } from "./repo.js";
import { changeOrderStatus } from "./status.js";
import { orderWrites } from "./write-repo.js";

interface Deps {
  db: Db;
  orders: OrderRepo;
  zones: TenantZones;
}

export function createOrderService({ db, orders, zones }: Deps) {
  async function get(ctx: RequestContext, id: string): Promise<OrderDto> {
    const row = await orders.get(ctx.tenantId, id);
    if (!row) throw notFound("order_not_found");
    return toOrderDto(row, await orders.details(ctx.tenantId, id));
  }

  const authorOf = async (ctx: RequestContext): Promise<OrderAuthor> => ({
    shopId: ctx.tenantId,
    userId: ctx.userId,
    zone: await zones.ofShop(ctx.tenantId),
  });

  return {
    get,

    async list(ctx: RequestContext, q: OrderListQuery): Promise<ListResult<OrderSummaryDto>> {
      const page = await orders.list(ctx.tenantId, q, await dayRangeIn(() => zones.ofShop(ctx.tenantId), q));
      return { ...page, items: page.items.map(toOrderSummaryDto) };
    },

    async create(ctx: RequestContext, body: OrderCreateBody): Promise<OrderDto> {
      const who = await authorOf(ctx);
      const id = await db.transaction((tx) => placeOrder(tx, who, body));
      return get(ctx, id);
    },

    async changeStatus(ctx: RequestContext, body: OrderStatusBody): Promise<OrderDto> {
      const who = await authorOf(ctx);
      await db.transaction((tx) => changeOrderStatus(tx, who, body));
      return get(ctx, body.order_id);
    },

    /** Spec 000's order_shippment: a delivery order's courier, address, date and tracking, until it is delivered. */
    async saveShipment(ctx: RequestContext, body: OrderShipmentBody): Promise<OrderDto> {
      const { order_id: orderId, ...shipment } = body;
      await db.transaction(async (tx) => {
        const order = await orderWrites.lock(tx, ctx.tenantId, orderId);
        if (!order) throw notFound("order_not_found");
        if (order.kind !== "delivery") throw conflict("order_not_delivery");
        if (order.status === "delivered" || order.status === "cancelled") throw conflict("order_closed");
        await orderWrites.saveShipment(
          tx,
          { shopId: ctx.tenantId, orderId },
          {
            courierCompany: shipment.courier_company,
            deliveryAddress: shipment.delivery_address,
            estimatedDeliveryDate: shipment.estimated_delivery_date,
            remarks: shipment.remarks,
            trackingNumber: shipment.tracking_number,
            updatedBy: ctx.userId,
          },
        );
      });
      return get(ctx, orderId);
    },
  };
}

export type OrderService = ReturnType<typeof createOrderService>;
