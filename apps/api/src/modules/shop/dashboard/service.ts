import {
  lastDayOf,
  monthsBefore,
  notFound,
  OrderListQuery,
  StockListQuery,
  todayIn,
  type ShopDashboardDto,
  type ShopDashboardQuery,
} from "@pitlane/domain";
import type { RequestContext } from "../../../platform/route.js";
import { realClock, type Clock } from "../../../platform/tenant-zones.js";
import type { OrderRepo } from "../order/repo.js";
import { toOrderSummaryDto } from "../order/presenter.js";
import type { StockListRepo } from "../stock/stock-list-repo.js";
import { dashboardPeriod } from "./period.js";
import { toShopDashboardDto } from "./presenter.js";
import type { DashboardRepo, DashboardScope } from "./repo.js";

interface Deps {
  dashboard: DashboardRepo;
  orders: OrderRepo;
  stock: StockListRepo;
  clock?: Clock;
}

/** Spec 000 section 7's dashboard analytics (decision 0055): every figure its own read, all side by side. */
export function createShopDashboardService({ dashboard, orders, stock, clock = realClock }: Deps) {
  /** The order list's first page of five, as the orders screen would show it for the branch. */
  async function recentOrders(s: DashboardScope) {
    const q = OrderListQuery.parse({ limit: 5, branch_id: s.branchId });
    const page = await orders.list(s.shopId, q, { from: undefined, until: undefined });
    return page.items.map(toOrderSummaryDto);
  }

  /** The stock screen's "low stock only" count, through its own filter. */
  async function lowStockCount(s: DashboardScope) {
    const page = await stock.list(s.shopId, StockListQuery.parse({ low: "true", branch_id: s.branchId, limit: 1 }));
    return page.total;
  }

  return {
    async analytics(ctx: RequestContext, q: ShopDashboardQuery): Promise<ShopDashboardDto> {
      const shopId = ctx.tenantId;
      const [shop, branchIsOwn] = await Promise.all([
        dashboard.shop(shopId),
        q.branch_id ? dashboard.hasBranch(shopId, q.branch_id) : true,
      ]);
      if (!shop) throw notFound("shop_not_found");
      if (!branchIsOwn) throw notFound("branch_not_found");
      const { from, to } = dashboardPeriod(q, todayIn(shop.timeZone, clock()));
      const s: DashboardScope = { shopId, branchId: q.branch_id, from, to };
      const lastMonth = `${to.slice(0, 8)}01`;
      const firstMonth = monthsBefore(lastMonth, 11);
      const [days, months, cities, unpaidMinor, appointments, booked, members, clientCount, recent, low] =
        await Promise.all([
          dashboard.days(s),
          dashboard.months(s, firstMonth, lastDayOf(lastMonth)),
          dashboard.cities(s),
          dashboard.unpaidMinor(s),
          dashboard.appointmentCount(s),
          dashboard.bookedMinutes(s),
          dashboard.scheduledMembers(s),
          dashboard.clientCount(shopId),
          recentOrders(s),
          lowStockCount(s),
        ]);
      return toShopDashboardDto({
        from,
        to,
        firstMonth,
        currency: shop.currency,
        days,
        months,
        cities,
        unpaidMinor,
        appointments,
        booked,
        members,
        clientCount,
        recentOrders: recent,
        lowStockCount: low,
      });
    },
  };
}

export type ShopDashboardService = ReturnType<typeof createShopDashboardService>;
