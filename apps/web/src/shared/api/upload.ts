import {
  type Envelope,
  IMAGE_TYPES,
  MAX_UPLOAD_BYTES,
  type UploadDto,
  fleetUploadEndpoints,
  uploadEndpoints,
} from "@pitlane/domain";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { callMultipart, requestBlob } from "./client";
import { keys } from "./hooks";
import { isFleetSession, sessionStore } from "../session/session-store";

const imageTypes: readonly string[] = IMAGE_TYPES;

/** Checked before uploading, to save a 5 MB round trip; the server checks the bytes regardless. */
export function checkImageFile(file: File): "image_type" | "image_size" | null {
  if (!imageTypes.includes(file.type)) return "image_type";
  if (file.size > MAX_UPLOAD_BYTES) return "image_size";
  return null;
}

/** The signed-in back office's uploads: a company's images are under the fleet portal's paths, a shop's under its own. */
const endpointsNow = () => (isFleetSession(sessionStore.get().session) ? fleetUploadEndpoints : uploadEndpoints);

export function uploadImage(file: File): Promise<Envelope<UploadDto | null>> {
  const form = new FormData();
  form.append("file", file);
  return callMultipart(endpointsNow().uploadImage, form);
}

/**
 * A blob: URL for some fetched bytes, revoked when they change or the screen closes. Images that
 * need the Bearer header cannot be an <img src> to the API; their bytes are fetched and shown from
 * a blob: URL (allowed by the CSP's img-src).
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return url;
}

const fetchOwnImage = (id: string) => requestBlob(endpointsNow().getImage, { params: { id } });

/**
 * An uploaded image, and whether it could not be fetched: the signed-in tenant's own, or fetched
 * another way (the console reads a company's images through its own routes). A failure is the
 * query's error (retried like any read), so a screen can tell "could not be loaded" from "none".
 */
export function useImage(
  id: string | null,
  fetchImage: (id: string) => Promise<Blob | null> = fetchOwnImage,
): { url: string | null; isError: boolean } {
  const { data: blob, isError } = useQuery({
    queryKey: keys("uploads").detail(id ?? ""),
    queryFn: () => fetchImage(id ?? ""),
    enabled: !!id,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useObjectUrl(id ? blob : undefined);
  return { url, isError: !!id && isError };
}

export const useImageUrl = (id: string | null): string | null => useImage(id).url;
