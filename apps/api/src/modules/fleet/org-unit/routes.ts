import { departmentEndpoints, designationEndpoints, fleetBranchEndpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerCsvExport } from "../../../platform/csv.js";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { OrgUnitService, OrgUnitServices } from "./service.js";

/** The routes every kind has: list, choices, get, add, update and delete. */
function crudRoutes(
  app: FastifyInstance,
  sessions: SessionStore,
  e: typeof departmentEndpoints,
  service: OrgUnitService,
) {
  registerEndpoint(app, sessions, e.list, ({ ctx, query }) => service.list(ctx, query));
  registerEndpoint(app, sessions, e.choices, ({ ctx }) => service.choices(ctx));
  registerEndpoint(app, sessions, e.get, ({ ctx, params }) => service.get(ctx, params.id));
  registerEndpoint(app, sessions, e.create, ({ ctx, body }) => service.create(ctx, body));
  registerEndpoint(app, sessions, e.update, ({ ctx, params, body }) => service.update(ctx, params.id, body));
  registerEndpoint(app, sessions, e.remove, async ({ ctx, params }) => {
    await service.remove(ctx, params.id);
    return null;
  });
}

/** Branches, departments and designations, each kind by its own service; only branches export. */
export function orgUnitRoutes(app: FastifyInstance, sessions: SessionStore, services: OrgUnitServices) {
  crudRoutes(app, sessions, fleetBranchEndpoints, services.branch);
  crudRoutes(app, sessions, departmentEndpoints, services.department);
  crudRoutes(app, sessions, designationEndpoints, services.designation);
  registerCsvExport(app, sessions, fleetBranchEndpoints.export, "branches", services.branch.exportCsv);
}
