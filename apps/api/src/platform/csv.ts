import { protectCsvCell, type Endpoint, type QueryOf } from "@pitlane/domain";
import type { FastifyInstance, FastifyReply } from "fastify";
import Papa from "papaparse";
import type { z } from "zod";
import { readMultipartFile } from "./multipart-file.js";
import { registerEndpoint, type RequestContext } from "./route.js";
import type { SessionStore } from "./sessions.js";

/** A cell as a spreadsheet should read it: formula-like text gets a leading `'` so opening the file runs nothing. */
export function csvCell(value: string | number | boolean | null): string | number {
  if (value === null) return "";
  if (typeof value !== "string") return typeof value === "boolean" ? String(value) : value;
  return protectCsvCell(value);
}

/** A CSV file of a header row and data rows; the byte-order mark lets spreadsheets read Arabic names as UTF-8. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | boolean | null)[])[]) {
  return `\uFEFF${Papa.unparse([header.map(csvCell), ...rows.map((row) => row.map(csvCell))], { newline: "\r\n" })}\r\n`;
}

/** Sends a CSV download named `<name>-<date>.csv`; signed-in data, so never cached. */
export async function sendCsv(reply: FastifyReply, name: string, csv: string): Promise<undefined> {
  const date = new Date().toISOString().slice(0, 10);
  await reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${name}-${date}.csv"`)
    .header("cache-control", "no-store")
    .send(csv);
  return undefined;
}

/** A list's export: the query's filters in, a binary CSV answer out. */
type CsvExportEndpoint<Q extends z.ZodType> = Endpoint<undefined, Q, undefined, z.ZodUnknown, "fleet">;

/** Registers a list's export: `write` makes the CSV of what the query's filters select, sent as `<name>-<date>.csv`. */
export function registerCsvExport<Q extends z.ZodType>(
  app: FastifyInstance,
  sessions: SessionStore,
  endpoint: CsvExportEndpoint<Q>,
  name: string,
  write: (ctx: RequestContext, query: QueryOf<CsvExportEndpoint<Q>, "out">) => Promise<string>,
) {
  registerEndpoint(app, sessions, endpoint, async ({ ctx, query, reply }) =>
    sendCsv(reply, name, await write(ctx, query)),
  );
}

/** Registers an import: `read` takes the uploaded file's bytes (multipart field `file`). */
export function registerCsvImport<R extends z.ZodType>(
  app: FastifyInstance,
  sessions: SessionStore,
  endpoint: Endpoint<undefined, undefined, undefined, R, "fleet">,
  read: (ctx: RequestContext, file: Buffer) => Promise<z.output<R>>,
) {
  registerEndpoint(app, sessions, endpoint, async ({ ctx, request }) => read(ctx, await readMultipartFile(request)));
}
