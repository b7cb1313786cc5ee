import { fuelRuleEndpoints as e } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerCsvExport } from "../../../platform/csv.js";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { RuleService } from "./service.js";

export function fuelRuleRoutes(app: FastifyInstance, sessions: SessionStore, service: RuleService) {
  registerEndpoint(app, sessions, e.list, ({ ctx, query }) => service.list(ctx, query));
  registerEndpoint(app, sessions, e.choices, ({ ctx, query }) => service.choices(ctx, query));
  registerEndpoint(app, sessions, e.get, ({ ctx, params }) => service.get(ctx, params.id));
  registerEndpoint(app, sessions, e.create, ({ ctx, body }) => service.create(ctx, body));
  registerEndpoint(app, sessions, e.update, ({ ctx, params, body }) => service.update(ctx, params.id, body));
  registerEndpoint(app, sessions, e.remove, async ({ ctx, params }) => {
    await service.remove(ctx, params.id);
    return null;
  });
  registerCsvExport(app, sessions, e.export, "fuel-rules", service.exportCsv);
}
