import { appointmentEndpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { AppointmentService } from "./service.js";

export function appointmentRoutes(app: FastifyInstance, sessions: SessionStore, service: AppointmentService) {
  registerEndpoint(app, sessions, appointmentEndpoints.bookedEmployees, ({ ctx, query }) =>
    service.bookedEmployees(ctx, query),
  );
  registerEndpoint(app, sessions, appointmentEndpoints.byShopUsers, ({ ctx, query }) =>
    service.byShopUsers(ctx, query),
  );
  registerEndpoint(app, sessions, appointmentEndpoints.byEmployee, ({ ctx, query }) => service.byEmployee(ctx, query));
  registerEndpoint(app, sessions, appointmentEndpoints.byClient, ({ ctx, query }) => service.byClient(ctx, query));
  registerEndpoint(app, sessions, appointmentEndpoints.remove, async ({ ctx, body }) => {
    await service.remove(ctx, body.id);
    return null;
  });
  registerEndpoint(app, sessions, appointmentEndpoints.settings, ({ ctx }) => service.settings(ctx));
  registerEndpoint(app, sessions, appointmentEndpoints.updateSettings, ({ ctx, body }) =>
    service.updateSettings(ctx, body.slot_interval),
  );
}
