import type { Config } from "./config.js";
import type { Db } from "./db/client.js";
import type { Mailer } from "./platform/mail.js";
import type { SessionStore } from "./platform/sessions.js";
import type { TenantPhones } from "./platform/tenant-phones.js";
import type { Clock, TenantZones } from "./platform/tenant-zones.js";
import type { LocationRepo } from "./modules/reference/location/repo.js";
import type { UploadService } from "./modules/shop/upload/service.js";
import type { TransactionService } from "./modules/fleet/transaction/service.js";

/** What the modules wired outside `modules.ts` are built from: made once there, shared by all. */
export interface SharedDeps {
  db: Db;
  readDb: Db;
  config: Config;
  clock: Clock;
  sessions: SessionStore;
  zones: TenantZones;
  mailer: Mailer;
  locations: LocationRepo;
  phones: TenantPhones;
  uploads: UploadService;
  transactions: TransactionService;
}
