import type { FastifyInstance } from "fastify";
import type { SharedDeps } from "./shared-deps.js";
import type { TerminalKeyCache } from "./modules/ops/station/terminal-key-cache.js";
import { createOpsAuthRepo } from "./modules/ops/auth/repo.js";
import { opsAuthRoutes } from "./modules/ops/auth/routes.js";
import { createOpsAuthService } from "./modules/ops/auth/service.js";
import { createOpsTopUpRepo } from "./modules/ops/top-up/repo.js";
import { opsTopUpRoutes } from "./modules/ops/top-up/routes.js";
import { createOpsTopUpService } from "./modules/ops/top-up/service.js";
import { createCommissionService } from "./modules/ops/company/commission.js";
import { createCommissionRepo } from "./modules/ops/company/commission-repo.js";
import { createOpsCompanyRepo } from "./modules/ops/company/repo.js";
import { opsCompanyRoutes } from "./modules/ops/company/routes.js";
import { createOpsCompanyService } from "./modules/ops/company/service.js";
import { createReceivingAccountsService } from "./modules/ops/settings/receiving-accounts.js";
import { createReceivingAccountsRepo } from "./modules/ops/settings/receiving-accounts-repo.js";
import { createSettingsRepo } from "./modules/ops/settings/repo.js";
import { opsSettingsRoutes } from "./modules/ops/settings/routes.js";
import { createSettingsService } from "./modules/ops/settings/service.js";
import { createAuditLogRepo } from "./modules/ops/audit-log/repo.js";
import { opsAuditLogRoutes } from "./modules/ops/audit-log/routes.js";
import { createAuditLogService } from "./modules/ops/audit-log/service.js";
import { createOpsUserRepo } from "./modules/ops/user/repo.js";
import { opsUserRoutes } from "./modules/ops/user/routes.js";
import { createOpsUserService } from "./modules/ops/user/service.js";
import { createPriceRepo } from "./modules/ops/station/price-repo.js";
import { createPriceService } from "./modules/ops/station/prices.js";
import { createStationRepo } from "./modules/ops/station/repo.js";
import { createAttendantService } from "./modules/ops/station/attendants.js";
import { opsStationRoutes } from "./modules/ops/station/routes.js";
import { opsStationReviewRoutes } from "./modules/ops/station/reviews.js";
import { createStationService } from "./modules/ops/station/service.js";
import { createTerminalRepo } from "./modules/ops/station/terminal-repo.js";
import { createTerminalService } from "./modules/ops/station/terminals.js";
import { opsTransactionRoutes } from "./modules/ops/transaction/routes.js";
import { createOpsTransactionService } from "./modules/ops/transaction/service.js";
import { createDisputeRepo } from "./modules/ops/dispute/repo.js";
import { opsDisputeRoutes } from "./modules/ops/dispute/routes.js";
import { createDisputeService } from "./modules/ops/dispute/service.js";

/** The operations console: the platform's own staff. */
export function registerOpsModules(
  app: FastifyInstance,
  {
    db,
    config,
    clock,
    sessions,
    mailer,
    locations,
    uploads,
    transactions,
    terminalKeys,
  }: SharedDeps & { terminalKeys: TerminalKeyCache },
) {
  opsAuthRoutes(app, sessions, createOpsAuthService({ users: createOpsAuthRepo(db), sessions, config, clock }));
  const opsCompanies = createOpsCompanyRepo(db);
  opsTopUpRoutes(
    app,
    sessions,
    db,
    createOpsTopUpService({
      db,
      repo: createOpsTopUpRepo(db),
      companies: opsCompanies,
      mailer,
      publicUrl: config.publicUrl,
      clock,
      log: app.log,
    }),
    uploads,
  );
  opsCompanyRoutes(
    app,
    sessions,
    createOpsCompanyService({ db, repo: opsCompanies, clock }),
    createCommissionService({ db, companies: opsCompanies, rates: createCommissionRepo(db) }),
  );
  const opsTransactions = createOpsTransactionService({ transactions, companies: opsCompanies });
  opsTransactionRoutes(app, sessions, opsTransactions, uploads);
  const settingsRepo = createSettingsRepo(db);
  const receivingAccounts = createReceivingAccountsRepo(db);
  opsSettingsRoutes(
    app,
    sessions,
    createSettingsService({ db, repo: settingsRepo, accounts: receivingAccounts, locations }),
    createReceivingAccountsService({ db, settings: settingsRepo, accounts: receivingAccounts }),
  );
  opsAuditLogRoutes(app, sessions, createAuditLogService(createAuditLogRepo(db)));
  opsUserRoutes(app, sessions, createOpsUserService({ db, repo: createOpsUserRepo(db), sessions }));
  const stations = createStationRepo(db);
  opsStationRoutes(
    app,
    sessions,
    createStationService({ db, stations, locations, terminalKeys }),
    createTerminalService({ db, stations, terminals: createTerminalRepo(db), clock, terminalKeys }),
    createPriceService({ db, stations, prices: createPriceRepo(db), clock }),
    createAttendantService({ db, stations, sessions }),
  );
  opsStationReviewRoutes(app, sessions, db, stations);
  opsDisputeRoutes(app, sessions, db, createDisputeService({ repo: createDisputeRepo(db), clock }));
}
