import { transactionEndpoints as endpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerCsvExport } from "../../../platform/csv.js";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { TransactionService } from "./service.js";

export function transactionRoutes(app: FastifyInstance, sessions: SessionStore, transactions: TransactionService) {
  registerEndpoint(app, sessions, endpoints.list, ({ ctx, query }) => transactions.list(ctx, query));
  registerCsvExport(app, sessions, endpoints.export, "transactions", (ctx, query) =>
    transactions.exportCsv(ctx, query),
  );
  registerEndpoint(app, sessions, endpoints.choices, ({ ctx, query }) => transactions.choices(ctx, query));
  registerEndpoint(app, sessions, endpoints.get, ({ ctx, params }) => transactions.get(ctx, params.id));
  registerEndpoint(app, sessions, endpoints.review, ({ ctx, params, body }) =>
    transactions.review(ctx, params.id, body),
  );
}
