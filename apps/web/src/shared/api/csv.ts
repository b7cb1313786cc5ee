import type { Endpoint, ImportRowError, QueryOf } from "@pitlane/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { unwrap } from "./api-error";
import { callMultipart } from "./client";
import { useDownload } from "./download";
import { invalidateEntity, type keys } from "./hooks";

/** What an import answers: how many rows were added, or (none added) every refused row. */
export interface CsvImportResult {
  imported: number;
  errors: ImportRowError[];
}

/** Downloads an export endpoint's CSV of what the query selects, as `<name>-<date>.csv`; rejects when the server refused. */
export function useCsvExport<E extends Endpoint>(endpoint: E, name: string) {
  return useDownload(endpoint, (query: QueryOf<E>) => ({
    query,
    fileName: `${name}-${new Date().toISOString().slice(0, 10)}.csv`,
  }));
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
