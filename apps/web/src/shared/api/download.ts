import type { Endpoint } from "@pitlane/domain";
import { useMutation } from "@tanstack/react-query";
import { fetchBlob } from "./client";

/**
 * Hands downloaded bytes to the browser as `fileName`, through a link the user never sees. Null is
 * a refused download (the client has already handled the envelope): it rejects, so the caller's
 * mutation shows its error.
 */
export function saveFile(blob: Blob | null, fileName: string): void {
  if (!blob) throw new Error(`${fileName} download refused`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

/** What one download asks a binary endpoint for, and the name the file is saved under. */
export interface DownloadRequest {
  params?: unknown;
  query?: unknown;
  fileName: string;
}

/**
 * A file from a binary endpoint (a CSV export, an invoice's PDF), fetched with the session like any
 * call: a plain link would carry no Bearer token. Rejects when the server refused.
 */
export function useDownload<V>(endpoint: Endpoint, requestOf: (value: V) => DownloadRequest) {
  return useMutation({
    mutationFn: async (value: V) => {
      const { params, query, fileName } = requestOf(value);
      // Generic code cannot spell the endpoint's call arguments; these are what a GET download takes.
      saveFile(await fetchBlob<Endpoint>(endpoint, { params, query, body: undefined }), fileName);
    },
  });
}
