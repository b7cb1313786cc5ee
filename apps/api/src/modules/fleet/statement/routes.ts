import { statementEndpoints as e } from "@pitlane/domain/fleet/statement-endpoints";
import type { FastifyInstance, FastifyReply } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { StatementFile, StatementService } from "./service.js";

const TYPES = { pdf: "application/pdf", csv: "text/csv; charset=utf-8" } as const;

/** A file, not the envelope; signed-in data, so never cached. */
async function sendFile(reply: FastifyReply, file: StatementFile, type: keyof typeof TYPES): Promise<undefined> {
  await reply
    .header("content-type", TYPES[type])
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("cache-control", "no-store")
    .send(file.bytes);
  return undefined;
}

export function statementRoutes(app: FastifyInstance, sessions: SessionStore, statements: StatementService) {
  registerEndpoint(app, sessions, e.list, ({ ctx, query }) => statements.list(ctx, query));
  registerEndpoint(app, sessions, e.account, ({ ctx, query }) => statements.account(ctx, query));
  registerEndpoint(app, sessions, e.accountPdf, async ({ ctx, query, reply }) =>
    sendFile(reply, await statements.accountPdf(ctx, query), "pdf"),
  );
  registerEndpoint(app, sessions, e.accountCsv, async ({ ctx, query, reply }) =>
    sendFile(reply, await statements.accountCsv(ctx, query), "csv"),
  );
  registerEndpoint(app, sessions, e.get, ({ ctx, params, query }) => statements.get(ctx, params.id, query));
  registerEndpoint(app, sessions, e.pdf, async ({ ctx, params, query, reply }) =>
    sendFile(reply, await statements.pdf(ctx, params.id, query.lang), "pdf"),
  );
  registerEndpoint(app, sessions, e.csv, async ({ ctx, params, reply }) =>
    sendFile(reply, await statements.csv(ctx, params.id), "csv"),
  );
}
