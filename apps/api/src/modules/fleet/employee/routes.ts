import { employeeEndpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerCsvExport, registerCsvImport } from "../../../platform/csv.js";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { EmployeeCsv } from "./csv.js";
import type { EmployeeService } from "./service.js";
import type { GenerateTpins } from "./tpin-slips.js";

export function employeeRoutes(
  app: FastifyInstance,
  sessions: SessionStore,
  service: EmployeeService,
  csv: EmployeeCsv,
  generateTpins: GenerateTpins,
) {
  const e = employeeEndpoints;
  registerEndpoint(app, sessions, e.list, ({ ctx, query }) => service.list(ctx, query));
  registerEndpoint(app, sessions, e.get, ({ ctx, params }) => service.get(ctx, params.id));
  registerEndpoint(app, sessions, e.create, ({ ctx, body }) => service.create(ctx, body));
  registerEndpoint(app, sessions, e.update, ({ ctx, params, body }) => service.update(ctx, params.id, body));
  registerEndpoint(app, sessions, e.remove, async ({ ctx, params }) => {
    await service.remove(ctx, params.id);
    return null;
  });
  registerEndpoint(app, sessions, e.updateStatus, ({ ctx, params, body }) =>
    service.updateStatus(ctx, params.id, body.status),
  );
  registerEndpoint(app, sessions, e.checkTpin, ({ ctx, body }) => service.checkTpin(ctx, body.tpin));
  registerEndpoint(app, sessions, e.generateTpins, ({ ctx, body }) => generateTpins(ctx, body));
  registerCsvExport(app, sessions, e.exportCsv, "employees", csv.exportCsv);
  registerCsvImport(app, sessions, e.importCsv, (ctx, file) => csv.importCsv(ctx, file.toString("utf8")));
}
