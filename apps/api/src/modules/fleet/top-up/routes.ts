import { topUpEndpoints as endpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerCsvExport } from "../../../platform/csv.js";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { TopUpService } from "./service.js";

export function topUpRoutes(app: FastifyInstance, sessions: SessionStore, topUps: TopUpService) {
  registerEndpoint(app, sessions, endpoints.balance, ({ ctx }) => topUps.balance(ctx));
  registerEndpoint(app, sessions, endpoints.setLowBalance, ({ ctx, body }) => topUps.setLowBalance(ctx, body));
  registerEndpoint(app, sessions, endpoints.accounts, ({ ctx }) => topUps.accounts(ctx));
  registerEndpoint(app, sessions, endpoints.list, ({ ctx, query }) => topUps.list(ctx, query));
  registerCsvExport(app, sessions, endpoints.export, "top-ups", (ctx, query) => topUps.exportCsv(ctx, query));
  registerEndpoint(app, sessions, endpoints.create, ({ ctx, body }) => topUps.create(ctx, body));
}
