import { orderEndpoints as e } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { OrderService } from "./service.js";

export function orderRoutes(app: FastifyInstance, sessions: SessionStore, service: OrderService) {
  registerEndpoint(app, sessions, e.list, ({ ctx, query }) => service.list(ctx, query));
  registerEndpoint(app, sessions, e.get, ({ ctx, params }) => service.get(ctx, params.id));
  registerEndpoint(app, sessions, e.create, ({ ctx, body }) => service.create(ctx, body));
  registerEndpoint(app, sessions, e.changeStatus, ({ ctx, body }) => service.changeStatus(ctx, body));
  registerEndpoint(app, sessions, e.shipment, ({ ctx, body }) => service.saveShipment(ctx, body));
}
