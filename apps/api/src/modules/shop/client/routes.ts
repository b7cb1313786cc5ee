import { clientEndpoints, clientVehicleEndpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { ClientService } from "./service.js";
import type { ClientVehicleService } from "./vehicle-service.js";

export function clientRoutes(
  app: FastifyInstance,
  sessions: SessionStore,
  service: ClientService,
  vehicleService: ClientVehicleService,
) {
  const e = clientEndpoints;
  registerEndpoint(app, sessions, e.list, ({ ctx, query }) => service.list(ctx, query));
  registerEndpoint(app, sessions, e.get, ({ ctx, params }) => service.get(ctx, params.id));
  registerEndpoint(app, sessions, e.create, ({ ctx, body }) => service.create(ctx, body));
  registerEndpoint(app, sessions, e.update, ({ ctx, params, body }) => service.update(ctx, params.id, body));
  registerEndpoint(app, sessions, e.remove, ({ ctx, body }) => service.remove(ctx, body.id));
  registerEndpoint(app, sessions, e.restore, ({ ctx, body }) => service.restore(ctx, body.id));

  const v = clientVehicleEndpoints;
  registerEndpoint(app, sessions, v.list, ({ ctx, query }) => vehicleService.listByClient(ctx, query.client_id));
  registerEndpoint(app, sessions, v.create, ({ ctx, body }) => vehicleService.create(ctx, body));
  registerEndpoint(app, sessions, v.update, ({ ctx, params, body }) => vehicleService.update(ctx, params.id, body));
  registerEndpoint(app, sessions, v.remove, async ({ ctx, body }) => {
    await vehicleService.remove(ctx, body.id);
    return null;
  });
  registerEndpoint(app, sessions, v.history, ({ ctx, query }) => vehicleService.history(ctx, query.vehicle_id));
}
