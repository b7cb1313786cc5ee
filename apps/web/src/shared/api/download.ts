import type { Endpoint } from "@pitlane/domain";
import { useMutation } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { failureText } from "../forms/messages";
import { ApiError, toFailure } from "./api-error";
import { requestBlob } from "./client";

/** Hands downloaded bytes to the browser as `fileName`, through a link the user never sees. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** The name a document's PDF is saved under: its number and the PDF's language ("INV-000123-ar.pdf"). */
export const pdfFileName = (numberDisplay: string, lang: "en" | "ar") => `${numberDisplay}-${lang}.pdf`;

/** What one download asks a binary endpoint for, and the name the file is saved under. */
export interface DownloadRequest {
  params?: unknown;
  query?: unknown;
  fileName: string;
}

/**
 * A file from a binary endpoint (a CSV export, an invoice's PDF), fetched with the session like any
 * call: a plain link would carry no Bearer token. Rejects when the server refused. `endpoint` may
 * depend on what is downloaded (a record's PDF or its CSV).
 */
export function useDownload<V>(
  endpoint: Endpoint | ((value: V) => Endpoint),
  requestOf: (value: V) => DownloadRequest,
) {
  return useMutation({
    mutationFn: async (value: V) => {
      const { params, query, fileName } = requestOf(value);
      const target = typeof endpoint === "function" ? endpoint(value) : endpoint;
      // Generic code cannot spell the endpoint's call arguments; these are what a GET download takes.
      saveFile(await requestBlob<Endpoint>(target, { params, query, body: undefined }), fileName);
    },
  });
}

/**
 * What a failed download tells the user: the download's own `text`, unless the server asked for
 * patience (429, past the export limits), which it says so the user waits rather than retries.
 */
export function downloadFailureText(t: TFunction, error: unknown, text: string): string {
  return error instanceof ApiError && error.code === 429 ? failureText(t, toFailure(error)) : text;
}
