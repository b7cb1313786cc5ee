import type { FastifyInstance } from "fastify";
import type { Db } from "../../../db/client.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { Clock } from "../../../platform/tenant-zones.js";
import { createConsumptionRepo } from "./consumption-repo.js";
import { createEmployeeReportRepo } from "./employee-report-repo.js";
import { createFuelingReportRepo } from "./fueling-repo.js";
import { createReportExports } from "./report-exports.js";
import { createFrameRepo } from "./report-frame.js";
import { fleetReportRoutes } from "./routes.js";
import { createReportService } from "./service.js";
import { createTopUpReportRepo } from "./top-up-report-repo.js";

/** The four reports and their exports, read from `readDb` (a replica, where there is one). */
export function registerFleetReports(app: FastifyInstance, sessions: SessionStore, readDb: Db, clock: Clock) {
  const reports = createReportService({
    frames: createFrameRepo(readDb),
    consumption: createConsumptionRepo(readDb),
    employees: createEmployeeReportRepo(readDb),
    fuelings: createFuelingReportRepo(readDb),
    topUps: createTopUpReportRepo(readDb),
    clock,
  });
  fleetReportRoutes(app, sessions, reports, createReportExports(reports, clock));
}
