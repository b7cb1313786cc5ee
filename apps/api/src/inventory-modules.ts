import type { FastifyInstance } from "fastify";
import type { SharedDeps } from "./shared-deps.js";
import { createStockMovementRepo } from "./modules/shop/stock/movement-repo.js";
import { createStockListRepo } from "./modules/shop/stock/stock-list-repo.js";
import { stockRoutes } from "./modules/shop/stock/routes.js";
import { createStockService } from "./modules/shop/stock/service.js";
import { createStockOrderRepo } from "./modules/shop/stock-order/repo.js";
import { stockOrderRoutes } from "./modules/shop/stock-order/routes.js";
import { createStockOrderService } from "./modules/shop/stock-order/service.js";
import { createOrderRepo } from "./modules/shop/order/repo.js";
import { orderRoutes } from "./modules/shop/order/routes.js";
import { createOrderService } from "./modules/shop/order/service.js";
import { createDashboardRepo } from "./modules/shop/dashboard/repo.js";
import { shopDashboardRoutes } from "./modules/shop/dashboard/routes.js";
import { createShopDashboardService } from "./modules/shop/dashboard/service.js";
import { createSupplierRepo } from "./modules/shop/supplier/repo.js";
import { supplierRoutes } from "./modules/shop/supplier/routes.js";
import { createSupplierService } from "./modules/shop/supplier/service.js";

/**
 * The shop's stock and what moves it: adjustments, movements, suppliers, stock orders and customer
 * orders; and the dashboard that sums their sales, read where read-only screens read (`readDb`).
 */
export function registerInventoryModules(
  app: FastifyInstance,
  { db, readDb, sessions, locations, phones, zones, clock }: SharedDeps,
) {
  stockRoutes(
    app,
    sessions,
    createStockService({ db, stock: createStockListRepo(db), movements: createStockMovementRepo(db) }),
  );
  const orders = createStockOrderRepo(db);
  stockOrderRoutes(app, sessions, createStockOrderService({ db, orders, zones }));
  supplierRoutes(
    app,
    sessions,
    createSupplierService({ suppliers: createSupplierRepo(db), orders, locations, phones }),
  );
  orderRoutes(app, sessions, createOrderService({ db, orders: createOrderRepo(db), zones }));
  const dashboard = createShopDashboardService({
    dashboard: createDashboardRepo(readDb),
    orders: createOrderRepo(readDb),
    stock: createStockListRepo(readDb),
    clock,
  });
  shopDashboardRoutes(app, sessions, dashboard);
}
