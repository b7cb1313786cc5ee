import type { FastifyInstance } from "fastify";
import type { Config } from "./config.js";
import type { Db } from "./db/client.js";
import { createMailer } from "./platform/mail.js";
import { createSessionStore, type SessionStore } from "./platform/sessions.js";
import { createTenantPhones } from "./platform/tenant-phones.js";
import { createTenantZones, realClock, type Clock } from "./platform/tenant-zones.js";
import { registerFleetDocumentModules } from "./fleet-document-modules.js";
import { registerInventoryModules } from "./inventory-modules.js";
import { registerOpsModules } from "./ops-modules.js";
import { createTerminalKeyCache } from "./modules/ops/station/terminal-key-cache.js";
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
import { createServiceCatalog } from "./modules/shop/service/service.js";
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
// Fuel rules
import { createRuleRepo } from "./modules/fleet/rule/repo.js";
import { fuelRuleRoutes } from "./modules/fleet/rule/routes.js";
import { createRuleService } from "./modules/fleet/rule/service.js";
// Vehicle reference data, safety factors and the service fee
import { createVehicleReferenceRepo } from "./modules/reference/vehicle/repo.js";
import { vehicleReferenceRoutes } from "./modules/reference/vehicle/routes.js";
import { createVehicleReferenceService } from "./modules/reference/vehicle/service.js";
import { createSafetyFactorRepo } from "./modules/fleet/safety-factor/repo.js";
import { safetyFactorRoutes } from "./modules/fleet/safety-factor/routes.js";
import { createSafetyFactorService } from "./modules/fleet/safety-factor/service.js";
import { serviceFeeRoutes } from "./modules/fleet/service-fee/routes.js";
import { createTopUpRepo } from "./modules/fleet/top-up/repo.js";
import { topUpRoutes } from "./modules/fleet/top-up/routes.js";
import { createTopUpService } from "./modules/fleet/top-up/service.js";
import { createServiceFeeService } from "./modules/fleet/service-fee/service.js";
// Fleet organisation: branches, departments, designations and roles
import { createOrgUnitRepo } from "./modules/fleet/org-unit/repo.js";
import { orgUnitRoutes } from "./modules/fleet/org-unit/routes.js";
import { createOrgUnitServices } from "./modules/fleet/org-unit/service.js";
import { createFleetRoleRepo } from "./modules/fleet/role/repo.js";
import { fleetRoleRoutes } from "./modules/fleet/role/routes.js";
import { createFleetRoleService } from "./modules/fleet/role/service.js";
// Fleet company account: sign-up, sign-in, password reset, profile, company details
import { createFleetAuthRepo } from "./modules/fleet/auth/repo.js";
import { fleetAuthRoutes } from "./modules/fleet/auth/routes.js";
import { createFleetAuthService } from "./modules/fleet/auth/service.js";
import { createCompanyRepo } from "./modules/fleet/company/repo.js";
import { companyRoutes } from "./modules/fleet/company/routes.js";
import { createCompanyService } from "./modules/fleet/company/service.js";
// Vehicle assignments
import { createAssignmentChoicesRepo } from "./modules/fleet/assignment/choices-repo.js";
import { createAssignmentRepo } from "./modules/fleet/assignment/repo.js";
import { assignmentRoutes } from "./modules/fleet/assignment/routes.js";
import { createAssignmentSaving } from "./modules/fleet/assignment/save.js";
import { createAssignmentService } from "./modules/fleet/assignment/service.js";
import { assignmentWrites } from "./modules/fleet/assignment/write-repo.js";

// Fleet vehicles
import { createVehicleImport } from "./modules/fleet/vehicle/import.js";
import { createVehicleReferences } from "./modules/fleet/vehicle/references.js";
import { createVehicleModelCheck } from "./modules/reference/vehicle/model-check.js";
import { createVehicleRepo } from "./modules/fleet/vehicle/repo.js";
import { vehicleRoutes } from "./modules/fleet/vehicle/routes.js";
import { createVehicleService } from "./modules/fleet/vehicle/service.js";

// Fleet employees
import { createEmployeeCsv } from "./modules/fleet/employee/csv.js";
import { createEmployeeReferences } from "./modules/fleet/employee/references.js";
import { createEmployeeRepo } from "./modules/fleet/employee/repo.js";
import { employeeRoutes } from "./modules/fleet/employee/routes.js";
import { createEmployeeService } from "./modules/fleet/employee/service.js";
import { createTpinRepo } from "./modules/fleet/employee/tpin-repo.js";
import { createTpinSlips } from "./modules/fleet/employee/tpin-slips.js";
import { createPinHasher, loadPinSecret } from "./platform/pin-hash.js";
// Purchases: the vehicle's usage of its rule, and the station terminal
import { createRuleHolders } from "./modules/fleet/purchase/rule-holders.js";
import { usageRoutes } from "./modules/fleet/purchase/usage-routes.js";
import { createVehicleUsage } from "./modules/fleet/purchase/vehicle-usage.js";
import { stationRoutes } from "./modules/station/routes.js";
// Clients and their vehicles
import { createClientRepo } from "./modules/shop/client/repo.js";
import { clientRoutes } from "./modules/shop/client/routes.js";
import { createClientService } from "./modules/shop/client/service.js";
import { createClientVehicleRepo } from "./modules/shop/client/vehicle-repo.js";
import { createClientVehicleService } from "./modules/shop/client/vehicle-service.js";
// Job cards, time slots and the appointment calendar
import { createAppointmentRepo } from "./modules/shop/appointment/repo.js";
import { appointmentRoutes } from "./modules/shop/appointment/routes.js";
import { createAppointmentService } from "./modules/shop/appointment/service.js";
import { createJobCardRepo } from "./modules/shop/job-card/repo.js";
import { jobCardRoutes } from "./modules/shop/job-card/routes.js";
import { createJobCardService } from "./modules/shop/job-card/service.js";
import { createSlotSearch } from "./modules/shop/job-card/slots.js";
// Invoices: payments, voiding, the PDF
import { createInvoiceRepo } from "./modules/shop/invoice/repo.js";
import { invoiceRoutes } from "./modules/shop/invoice/routes.js";
import { createInvoiceService } from "./modules/shop/invoice/service.js";
import { invoiceWrites } from "./modules/shop/invoice/write-repo.js";
// The company's transactions: its purchases at the pump
import { createTransactionHistoryRepo } from "./modules/fleet/transaction/history-repo.js";
import { createTransactionRepo } from "./modules/fleet/transaction/repo.js";
import { transactionRoutes } from "./modules/fleet/transaction/routes.js";
import { createTransactionService } from "./modules/fleet/transaction/service.js";
import { createStationChoicesRepo } from "./modules/fleet/transaction/station-choices-repo.js";
import { createStationReviewRepo } from "./modules/fleet/station-review/repo.js";

declare module "fastify" {
  interface FastifyInstance {
    sessions: SessionStore;
  }
}

/**
 * Wires each module's repos and services and registers its routes: the one place that knows them all.
 * `clock` is what "now" is for the services that read a tenant's today and for the sign-in and
 * T-PIN limits (tests fix it, or move it on).
 */
interface ModuleDeps {
  db: Db;
  /** For read-only screens: a streaming replica when one is configured (see Database.readDb). */
  readDb: Db;
  config: Config;
  clock?: Clock;
}

export function registerModules(app: FastifyInstance, { db, readDb, config, clock = realClock }: ModuleDeps) {
  const sessions = createSessionStore(db, config.session);
  // The one store of the process: its cache is what every route resolves sessions through.
  app.decorate("sessions", sessions);
  const zones = createTenantZones(db);
  const phones = createTenantPhones(db);
  const mailer = createMailer(db, config, app.log);
  const shops = createShopRepo(db);
  const locations = createLocationRepo(db);
  const uploads = createUploadRepo(db);

  const auth = createShopAuthService({
    db,
    users: createShopAuthRepo(db),
    shops,
    locations,
    sessions,
    mailer,
    config,
    clock,
  });
  shopAuthRoutes(app, sessions, auth);
  locationRoutes(app, sessions, locations);
  shopRoutes(app, sessions, createShopService(db, shops, locations, uploads));
  branchRoutes(app, sessions, createBranchService(createBranchRepo(db), locations, phones));
  const uploadService = createUploadService(uploads, config.dataDir);
  uploadRoutes(app, sessions, uploadService);
  categoryRoutes(app, sessions, createCategoryService(createCategoryRepo(db), createCategoryChoicesRepo(db), db));
  serviceNameRoutes(app, sessions, createServiceNameRepo(db));
  resourceRoutes(app, sessions, createResourceService(createResourceRepo(db), db));
  roleRoutes(app, sessions, createRoleService({ roles: createRoleRepo(db), sessions }));
  packageRoutes(app, sessions, createPackageService(createPackageRepo(db), db));
  serviceRoutes(
    app,
    sessions,
    createServiceCatalog({ db, services: createServiceRepo(db), links: createServiceLinkRepo(db) }),
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
      phones,
    }),
  );
  const products = createProductRepo(db);
  const variants = createVariantRepo(db);
  productRoutes(app, sessions, createProductService({ db, products, variants }));
  variantRoutes(app, sessions, createVariantService({ db, variants, products }));

  // Fuel rules
  fuelRuleRoutes(app, sessions, createRuleService({ db, rules: createRuleRepo(db), zones }, clock));

  // Vehicle reference data, safety factors and the service fee
  vehicleReferenceRoutes(app, sessions, createVehicleReferenceService(createVehicleReferenceRepo(db)));
  safetyFactorRoutes(app, sessions, createSafetyFactorService(createSafetyFactorRepo(db)));
  serviceFeeRoutes(app, sessions, createServiceFeeService(db, clock));

  // The company's balance and its top-ups
  topUpRoutes(app, sessions, createTopUpService({ db, repo: createTopUpRepo(db), clock }));

  // Fleet organisation: branches, departments, designations and roles
  orgUnitRoutes(app, sessions, createOrgUnitServices(createOrgUnitRepo(db)));
  fleetRoleRoutes(app, sessions, createFleetRoleService({ roles: createFleetRoleRepo(db), sessions }));

  // Fleet company account: sign-up, sign-in, password reset, profile, company details
  const fleetAuth = createFleetAuthService({
    db,
    users: createFleetAuthRepo(db),
    locations,
    sessions,
    mailer,
    config,
    phones,
    clock,
  });
  fleetAuthRoutes(app, sessions, fleetAuth);
  companyRoutes(app, sessions, createCompanyService(createCompanyRepo(db)));

  // Vehicle assignments
  assignmentRoutes(
    app,
    sessions,
    createAssignmentService({
      db,
      assignments: createAssignmentRepo(db),
      writes: assignmentWrites,
      saving: createAssignmentSaving({ db, writes: assignmentWrites }),
      choices: createAssignmentChoicesRepo(db),
    }),
  );

  // Fleet vehicles
  const fleetVehicles = { db, vehicles: createVehicleRepo(db), references: createVehicleReferences(db) };
  vehicleRoutes(app, sessions, createVehicleService(fleetVehicles), createVehicleImport(fleetVehicles));

  // Fleet employees
  const fleetEmployees = { db, employees: createEmployeeRepo(db), references: createEmployeeReferences(db) };
  const pins = createPinHasher(loadPinSecret(config));
  employeeRoutes(
    app,
    sessions,
    createEmployeeService({ ...fleetEmployees, sessions, pins, phones, clock }),
    createEmployeeCsv(fleetEmployees.db, fleetEmployees.employees, fleetEmployees.references, phones),
    createTpinSlips({ db, tpins: createTpinRepo(db), pins }),
  );

  // What a vehicle has used of its rule in the cycle running now
  usageRoutes(app, sessions, createVehicleUsage(db, clock), createRuleHolders(db, clock));

  // The station terminal: purchases at the pump
  const terminalKeys = createTerminalKeyCache(config.session.cacheSeconds * 1000);
  const station = { db, config, pins, uploads: uploadService, mailer, publicUrl: config.publicUrl, clock };
  stationRoutes(app, sessions, { ...station, terminalKeys });

  // The company's transactions: its purchases at the pump (the console reads them through the same service)
  const transactions = createTransactionService({
    transactions: createTransactionRepo(db),
    stationReviews: createStationReviewRepo(db),
    history: createTransactionHistoryRepo(db),
    stations: createStationChoicesRepo(db),
    people: createAssignmentChoicesRepo(db),
    zones,
    clock,
  });
  transactionRoutes(app, sessions, transactions);

  // Clients and their vehicles
  const clients = createClientRepo(db);
  clientRoutes(
    app,
    sessions,
    createClientService(clients, phones),
    createClientVehicleService({
      clients,
      vehicles: createClientVehicleRepo(db),
      references: createVehicleModelCheck(db),
    }),
  );

  // Job cards, time slots and the appointment calendar
  jobCardRoutes(app, sessions, createJobCardService({ db, cards: createJobCardRepo(db) }), createSlotSearch(db, clock));
  appointmentRoutes(app, sessions, createAppointmentService({ db, calendar: createAppointmentRepo(db) }));

  // Invoices: payments, voiding, the PDF
  invoiceRoutes(
    app,
    sessions,
    createInvoiceService({ db, invoices: createInvoiceRepo(db), writes: invoiceWrites, zones }),
  );

  const shared = {
    db,
    readDb,
    config,
    clock,
    sessions,
    zones,
    mailer,
    locations,
    phones,
    uploads: uploadService,
    transactions,
  };
  registerInventoryModules(app, shared);
  registerFleetDocumentModules(app, shared);
  registerOpsModules(app, { ...shared, terminalKeys });
}
