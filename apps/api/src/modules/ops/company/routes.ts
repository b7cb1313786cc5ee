import { opsEndpoints as endpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { CommissionService } from "./commission.js";
import type { OpsCompanyService } from "./service.js";

export function opsCompanyRoutes(
  app: FastifyInstance,
  sessions: SessionStore,
  companies: OpsCompanyService,
  commission: CommissionService,
) {
  registerEndpoint(app, sessions, endpoints.companies, ({ query }) => companies.list(query));
  registerEndpoint(app, sessions, endpoints.company, ({ params }) => companies.get(params.companyId));
  registerEndpoint(app, sessions, endpoints.suspend, ({ ctx, params, body }) =>
    companies.suspend(ctx, params.companyId, body.reason),
  );
  registerEndpoint(app, sessions, endpoints.reactivate, ({ ctx, params }) =>
    companies.reactivate(ctx, params.companyId),
  );
  registerEndpoint(app, sessions, endpoints.ledger, ({ params, query }) => companies.ledger(params.companyId, query));
  registerEndpoint(app, sessions, endpoints.commissions, ({ params }) => commission.history(params.companyId));
  registerEndpoint(app, sessions, endpoints.setCommission, ({ ctx, params, body }) =>
    commission.set(ctx, params.companyId, body),
  );
}
