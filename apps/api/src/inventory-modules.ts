import type { FastifyInstance } from "fastify";
import type { SharedDeps } from "./shared-deps.js";
import { createSupplierRepo } from "./modules/shop/supplier/repo.js";
import { supplierRoutes } from "./modules/shop/supplier/routes.js";
import { createSupplierService } from "./modules/shop/supplier/service.js";

/** The shop's stock and what feeds it: suppliers. */
export function registerInventoryModules(app: FastifyInstance, { db, sessions, locations, phones }: SharedDeps) {
  supplierRoutes(app, sessions, createSupplierService({ suppliers: createSupplierRepo(db), locations, phones }));
}
