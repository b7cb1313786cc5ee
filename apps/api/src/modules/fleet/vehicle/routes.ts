import { vehicleEndpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerCsvExport, registerCsvImport } from "../../../platform/csv.js";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { VehicleImport } from "./import.js";
import type { VehicleService } from "./service.js";

export function vehicleRoutes(
  app: FastifyInstance,
  sessions: SessionStore,
  service: VehicleService,
  imports: VehicleImport,
) {
  const e = vehicleEndpoints;
  registerEndpoint(app, sessions, e.list, ({ ctx, query }) => service.list(ctx, query));
  registerEndpoint(app, sessions, e.get, ({ ctx, params }) => service.get(ctx, params.id));
  registerEndpoint(app, sessions, e.qr, ({ ctx, params }) => service.qr(ctx, params.id));
  registerEndpoint(app, sessions, e.create, ({ ctx, body }) => service.create(ctx, body));
  registerEndpoint(app, sessions, e.update, ({ ctx, params, body }) => service.update(ctx, params.id, body));
  registerEndpoint(app, sessions, e.updateStatus, ({ ctx, params, body }) =>
    service.updateStatus(ctx, params.id, body),
  );
  registerEndpoint(app, sessions, e.remove, async ({ ctx, params }) => {
    await service.remove(ctx, params.id);
    return null;
  });
  registerCsvExport(app, sessions, e.exportCsv, "vehicles", service.exportCsv);
  registerCsvImport(app, sessions, e.importCsv, imports.importCsv);
}
