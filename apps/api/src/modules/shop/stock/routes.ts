import { stockEndpoints as e } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { StockService } from "./service.js";

export function stockRoutes(app: FastifyInstance, sessions: SessionStore, service: StockService) {
  registerEndpoint(app, sessions, e.list, ({ ctx, query }) => service.list(ctx, query));
  registerEndpoint(app, sessions, e.adjust, ({ ctx, body }) => service.adjust(ctx, body));
  registerEndpoint(app, sessions, e.transfer, ({ ctx, body }) => service.transfer(ctx, body));
  registerEndpoint(app, sessions, e.movements, ({ ctx, query }) => service.movements(ctx, query));
}
