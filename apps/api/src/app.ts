import Fastify, { LogController, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config.js";
import type { Database } from "./db/client.js";
import { registerModules } from "./modules.js";
import { companyMonthClose } from "./fleet-document-modules.js";
import { sweepExpiredHolds } from "./modules/fleet/ledger/hold-expiry.js";
import { closeMonthsPeriodically } from "./modules/fleet/month-close/periodic.js";
import { orderRequestsByArrival } from "./platform/arrival-order.js";
import { registerCsrf } from "./platform/csrf.js";
import { refuseWhileDraining } from "./platform/draining.js";
import { earlyErrorOptions } from "./platform/early-errors.js";
import { watchDatabase } from "./platform/database-watch.js";
import { registerErrorHandling } from "./platform/errors.js";
import { registerHealth } from "./platform/health.js";
import { waitForRequestsOnClose } from "./platform/in-flight.js";
import { registerOpenApi } from "./platform/openapi.js";
import { RequestLimits } from "./platform/request-limits.js";
import { registerSecurityHeaders } from "./platform/security-headers.js";
import type { Clock } from "./platform/tenant-zones.js";
import { registerWeb } from "./platform/web.js";

export const BODY_LIMIT = 1024 * 1024;
/** How often holds past their time are released (a hold lives 30 minutes by default). */
const HOLD_SWEEP_SECONDS = 60;

export interface AppOptions {
  database: Database;
  config: Config;
  logger?: FastifyServerOptions["logger"];
  /** What "now" is for the tenants' wall clocks; the real time unless a test fixes it. */
  clock?: Clock;
  /** The milliseconds the request limits count by; a monotonic clock unless a test moves it by hand. */
  limitClock?: () => number;
}

export async function buildApp({ database, config, logger = false, clock, limitClock }: AppOptions) {
  const app = Fastify({
    logger,
    // Per-request info lines halve throughput; errors are still logged with their request id.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    ...earlyErrorOptions,
  });
  // First, so that its hooks see every route registered below.
  waitForRequestsOnClose(app);
  // Before the line for the database: a request refused while stopping takes no place in it.
  refuseWhileDraining(app);
  // PostgreSQL serves requests side by side; the embedded database serves them one at a time, in turn.
  if (database.kind === "pglite") orderRequestsByArrival(app);
  // An empty JSON body (a client that always sends the content type) counts as no body rather than bad JSON.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (text === "") return done(null, undefined);
    parseJson(request, text, done);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  registerSecurityHeaders(app);
  registerCsrf(app);
  await registerOpenApi(app);

  // Before the routes: each signed-in route takes the process's one set of limits when it is registered.
  app.decorate("requestLimits", new RequestLimits(config.requestBudgets, limitClock));
  const watch = watchDatabase(database.db, config.databaseCheckSeconds, (isUp) =>
    isUp ? app.log.warn("the database answers again") : app.log.error("the database is out of reach"),
  );
  app.addHook("onClose", () => watch.stop());
  const holds = sweepExpiredHolds(database.db, HOLD_SWEEP_SECONDS, (error) =>
    app.log.error({ err: error }, "releasing expired holds failed"),
  );
  app.addHook("onClose", () => holds.stop());
  const months = closeMonthsPeriodically(companyMonthClose(database.db, clock), (error) =>
    app.log.error({ err: error }, "closing the months due failed"),
  );
  app.addHook("onClose", () => months.stop());
  registerHealth(app, database.kind, watch);
  registerModules(app, { db: database.db, readDb: database.readDb, config, clock });
  await registerWeb(app, config.webDist);
  return app;
}
