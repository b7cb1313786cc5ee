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
import { createCategoryChoicesRepo } from "./modules/shop/category/choices-repo.js";
import { createCategoryRepo } from "./modules/shop/category/repo.js";
import { categoryRoutes } from "./modules/shop/category/routes.js";
import { createCategoryService } from "./modules/shop/category/service.js";
import { createResourceRepo } from "./modules/shop/resource/repo.js";
import { resourceRoutes } from "./modules/shop/resource/routes.js";
import { createResourceService } from "./modules/shop/resource/service.js";
import { createServiceNameRepo } from "./modules/shop/service-name/repo.js";
import { serviceNameRoutes } from "./modules/shop/service-name/routes.js";
import { createRoleRepo } from "./modules/shop/role/repo.js";
import { roleRoutes } from "./modules/shop/role/routes.js";
import { createRoleService } from "./modules/shop/role/service.js";
import { createPackageRepo } from "./modules/shop/package/repo.js";
import { packageRoutes } from "./modules/shop/package/routes.js";
import { createPackageService } from "./modules/shop/package/service.js";
import { createServiceLinkRepo } from "./modules/shop/service/link-repo.js";
import { createServiceRepo } from "./modules/shop/service/repo.js";
import { serviceRoutes } from "./modules/shop/service/routes.js";
import { createServiceService } from "./modules/shop/service/service.js";
import { createTeamRepo } from "./modules/shop/team/repo.js";
import { createReferenceChecks } from "./modules/shop/team/references.js";
import { teamRoutes } from "./modules/shop/team/routes.js";
import { createInvitations } from "./modules/shop/team/invitation.js";
import { createTeamService } from "./modules/shop/team/service.js";
import { createProductRepo } from "./modules/shop/product/repo.js";
import { productRoutes } from "./modules/shop/product/routes.js";
import { createProductService } from "./modules/shop/product/service.js";
import { createVariantRepo } from "./modules/shop/variant/repo.js";
import { variantRoutes } from "./modules/shop/variant/routes.js";
import { createVariantService } from "./modules/shop/variant/service.js";

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
  categoryRoutes(app, sessions, createCategoryService(createCategoryRepo(db), createCategoryChoicesRepo(db), db));
  serviceNameRoutes(app, sessions, createServiceNameRepo(db));
  resourceRoutes(app, sessions, createResourceService(createResourceRepo(db), db));
  roleRoutes(app, sessions, createRoleService(createRoleRepo(db)));
  packageRoutes(app, sessions, createPackageService(createPackageRepo(db), db));
  serviceRoutes(
    app,
    sessions,
    createServiceService({ db, services: createServiceRepo(db), links: createServiceLinkRepo(db) }),
  );
  const team = createTeamRepo(db);
  teamRoutes(
    app,
    sessions,
    createTeamService({
      db,
      members: team,
      references: createReferenceChecks(db, locations),
      invitations: createInvitations(team, mailer, config),
      sessions,
    }),
  );
  const products = createProductRepo(db);
  const variants = createVariantRepo(db);
  productRoutes(app, sessions, createProductService({ db, products, variants }));
  variantRoutes(app, sessions, createVariantService({ db, variants, products }));
}
