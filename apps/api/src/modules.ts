import type { FastifyInstance } from "fastify";
import type { Config } from "./config.js";
import type { Db } from "./db/client.js";
import { createMailer } from "./platform/mail.js";
import { createSessionStore } from "./platform/sessions.js";
import { createShopAuthRepo } from "./modules/auth/shop-auth/repo.js";
import { shopAuthRoutes } from "./modules/auth/shop-auth/routes.js";
import { createShopAuthService } from "./modules/auth/shop-auth/service.js";
import { createLocationRepo } from "./modules/reference/location/repo.js";
import { locationRoutes } from "./modules/reference/location/routes.js";
import { createBranchRepo } from "./modules/shop/branch/repo.js";
import { branchRoutes } from "./modules/shop/branch/routes.js";
import { createBranchService } from "./modules/shop/branch/service.js";
import { createShopRepo } from "./modules/shop/shop/repo.js";
import { shopRoutes } from "./modules/shop/shop/routes.js";
import { createShopService } from "./modules/shop/shop/service.js";
import { createUploadRepo } from "./modules/shop/upload/repo.js";
import { uploadRoutes } from "./modules/shop/upload/routes.js";
import { createUploadService } from "./modules/shop/upload/service.js";

/** Wires each module's repos and services and registers its routes: the one place that knows them all. */
export function registerModules(app: FastifyInstance, db: Db, config: Config) {
  const sessions = createSessionStore(db, config.session);
  const mailer = createMailer(db, config, app.log);
  const shops = createShopRepo(db);
  const locations = createLocationRepo(db);
  const uploads = createUploadRepo(db);

  const auth = createShopAuthService({ db, users: createShopAuthRepo(db), shops, sessions, mailer, config });
  shopAuthRoutes(app, sessions, auth);
  locationRoutes(app, sessions, locations);
  shopRoutes(app, sessions, createShopService(shops, locations, uploads));
  branchRoutes(app, sessions, createBranchService(createBranchRepo(db), locations));
  uploadRoutes(app, sessions, createUploadService(uploads, config.dataDir));
}
