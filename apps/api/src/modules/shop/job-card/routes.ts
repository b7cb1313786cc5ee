import { appointmentEndpoints, jobCardEndpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { JobCardService } from "./service.js";
import type { createSlotSearch } from "./slots.js";

export function jobCardRoutes(
  app: FastifyInstance,
  sessions: SessionStore,
  service: JobCardService,
  timeSlots: ReturnType<typeof createSlotSearch>,
) {
  registerEndpoint(app, sessions, jobCardEndpoints.timeSlots, ({ ctx, body }) => timeSlots(ctx, body));
  registerEndpoint(app, sessions, appointmentEndpoints.employeeServicesSlots, ({ ctx, query }) =>
    timeSlots(ctx, {
      date: query.date,
      branch_id: query.branch_id,
      serviceEmployeeMap: query.service_ids.map((id) => ({ service_id: id, employee_id: query.employee_id })),
      job_card_id: null,
    }),
  );
  registerEndpoint(app, sessions, jobCardEndpoints.create, ({ ctx, body }) => service.create(ctx, body));
  registerEndpoint(app, sessions, jobCardEndpoints.update, ({ ctx, params, body }) =>
    service.update(ctx, params.id, body),
  );
  registerEndpoint(app, sessions, jobCardEndpoints.list, ({ ctx, query }) => service.list(ctx, query));
  registerEndpoint(app, sessions, jobCardEndpoints.get, ({ ctx, params }) => service.get(ctx, params.id));
  registerEndpoint(app, sessions, jobCardEndpoints.changeStatus, ({ ctx, params, body }) =>
    service.changeStatus(ctx, params.id, body.status),
  );
  registerEndpoint(app, sessions, jobCardEndpoints.inspection, ({ ctx, params, body }) =>
    service.inspect(ctx, params.id, body),
  );
}
