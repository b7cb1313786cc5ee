import type { FastifyInstance } from "fastify";
import type { SharedDeps } from "./shared-deps.js";
import { createStockMovementRepo } from "./modules/shop/stock/movement-repo.js";
import { createStockListRepo } from "./modules/shop/stock/stock-list-repo.js";
import { stockRoutes } from "./modules/shop/stock/routes.js";
import { createStockService } from "./modules/shop/stock/service.js";
import { createSupplierRepo } from "./modules/shop/supplier/repo.js";
import { supplierRoutes } from "./modules/shop/supplier/routes.js";
import { createSupplierService } from "./modules/shop/supplier/service.js";

/** The shop's stock and what feeds it: adjustments, movements and suppliers. */
export function registerInventoryModules(app: FastifyInstance, { db, sessions, locations, phones }: SharedDeps) {
  stockRoutes(
    app,
    sessions,
    createStockService({ db, stock: createStockListRepo(db), movements: createStockMovementRepo(db) }),
  );
  supplierRoutes(app, sessions, createSupplierService({ suppliers: createSupplierRepo(db), locations, phones }));
}
