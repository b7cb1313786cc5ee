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
import { callMultipart, fetchBlob } from "./client";
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
 * An object URL for an uploaded image. The image needs the Bearer header, so an <img src> to the
 * API cannot load it; we fetch the bytes and show a blob: URL (allowed by the CSP's img-src).
 */
export function useImageUrl(id: string | null): string | null {
  const { data: blob } = useQuery({
    queryKey: keys("uploads").detail(id ?? ""),
    queryFn: () => fetchBlob(endpointsNow().getImage, { params: { id: id ?? "" } }),
    enabled: !!id,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob || !id) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob, id]);
  return url;
}
