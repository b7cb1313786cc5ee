import { fleetRoleEndpoints as e } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerCsvExport } from "../../../platform/csv.js";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { FleetRoleService } from "./service.js";

export function fleetRoleRoutes(app: FastifyInstance, sessions: SessionStore, service: FleetRoleService) {
  registerEndpoint(app, sessions, e.list, ({ ctx, query }) => service.list(ctx, query));
  registerEndpoint(app, sessions, e.choices, ({ ctx }) => service.choices(ctx));
  registerEndpoint(app, sessions, e.get, ({ ctx, params }) => service.get(ctx, params.id));
  registerEndpoint(app, sessions, e.create, ({ ctx, body }) => service.create(ctx, body));
  registerEndpoint(app, sessions, e.update, ({ ctx, params, body }) => service.update(ctx, params.id, body));
  registerEndpoint(app, sessions, e.updateStatus, ({ ctx, params, body }) =>
    service.updateStatus(ctx, params.id, body),
  );
  registerCsvExport(app, sessions, e.export, "roles", service.exportCsv);
}
