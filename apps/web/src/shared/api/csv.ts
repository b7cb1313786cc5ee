import type { Endpoint, ImportRowError, QueryOf } from "@pitlane/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { unwrap } from "./api-error";
import { callMultipart, fetchBlob } from "./client";
import { invalidateEntity, type keys } from "./hooks";

/** What an import answers: how many rows were added, or (none added) every refused row. */
export interface CsvImportResult {
  imported: number;
  errors: ImportRowError[];
}

/**
 * Hands a downloaded CSV to the browser as `<name>-<date>.csv`, through a link the user never
 * sees. Null is a refused download (the client has already handled the envelope): it rejects, so
 * the caller's mutation shows its error.
 */
export function saveCsv(blob: Blob | null, name: string): void {
  if (!blob) throw new Error(`${name} export refused`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = `${name}-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

/** Downloads an export endpoint's CSV of what the query selects; rejects when the server refused. */
export function useCsvExport<E extends Endpoint>(endpoint: E, name: string) {
  return useMutation({
    mutationFn: async (query: QueryOf<E>) =>
      // Generic code cannot spell E's call arguments; these are the ones every export takes.
      saveCsv(await fetchBlob<Endpoint>(endpoint, { params: undefined, query, body: undefined }), name),
  });
}

/** Sends a CSV file to an import endpoint; the lists are stale only when rows were added. */
export function useCsvImport(
  endpoint: Endpoint<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, z.ZodType<CsvImportResult>>,
  entityKeys: ReturnType<typeof keys>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return unwrap(await callMultipart(endpoint, form));
    },
    onSuccess: (result) => (result.imported > 0 ? invalidateEntity(client, entityKeys) : undefined),
  });
}

export type CsvImport = ReturnType<typeof useCsvImport>;
