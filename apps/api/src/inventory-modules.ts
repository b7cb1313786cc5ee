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
import { createSupplierRepo } from "./modules/shop/supplier/repo.js";
import { supplierRoutes } from "./modules/shop/supplier/routes.js";
import { createSupplierService } from "./modules/shop/supplier/service.js";

/** The shop's stock and what moves it: adjustments, movements, suppliers, stock orders and customer orders. */
export function registerInventoryModules(app: FastifyInstance, { db, sessions, locations, phones, zones }: SharedDeps) {
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
}
