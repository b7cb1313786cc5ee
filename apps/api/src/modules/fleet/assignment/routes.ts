import { vehicleAssignmentEndpoints as e } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { AssignmentService } from "./service.js";

export function assignmentRoutes(app: FastifyInstance, sessions: SessionStore, service: AssignmentService) {
  registerEndpoint(app, sessions, e.list, ({ ctx, query }) => service.list(ctx, query));
  registerEndpoint(app, sessions, e.calendar, ({ ctx, query }) => service.calendar(ctx, query));
  registerEndpoint(app, sessions, e.get, ({ ctx, params }) => service.get(ctx, params.id));
  registerEndpoint(app, sessions, e.create, ({ ctx, body }) => service.create(ctx, body));
  registerEndpoint(app, sessions, e.update, ({ ctx, params, body }) => service.update(ctx, params.id, body));
  registerEndpoint(app, sessions, e.unassign, ({ ctx, params }) => service.unassign(ctx, params.id));
  registerEndpoint(app, sessions, e.remove, async ({ ctx, params }) => {
    await service.remove(ctx, params.id);
    return null;
  });
  registerEndpoint(app, sessions, e.vehicleHistory, ({ ctx, params, query }) =>
    service.vehicleHistory(ctx, params.id, query),
  );
  registerEndpoint(app, sessions, e.employeeHistory, ({ ctx, params, query }) =>
    service.employeeHistory(ctx, params.id, query),
  );
  registerEndpoint(app, sessions, e.vehicleChoices, ({ ctx, query }) => service.vehicleChoices(ctx, query));
  registerEndpoint(app, sessions, e.employeeChoices, ({ ctx, query }) => service.employeeChoices(ctx, query));
}
