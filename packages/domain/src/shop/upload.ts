import { z } from "zod";
import { defineEndpoint } from "../platform/endpoint.js";
import { IdParams } from "../platform/list.js";

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;
/** An image may hold at most this many pixels (width × height): a 50-megapixel phone photo, never a decompression bomb. */
export const MAX_IMAGE_PIXELS = 50_000_000;
/** An upload is stored no larger than this on its longer side; a 12-megapixel phone photo (4032 px) keeps its size. */
export const MAX_IMAGE_SIDE = 4096;

export const UploadDto = z.object({ _id: z.string(), mime: z.string(), size: z.number().int() });
export type UploadDto = z.infer<typeof UploadDto>;

export const uploadEndpoints = {
  uploadImage: defineEndpoint({
    method: "POST",
    path: "/customer/api/upload/image",
    summary:
      "Upload an image (PNG, JPEG, WebP or GIF, 5 MB and 50 megapixels at most) as multipart field `file`; " +
      "it is stored re-encoded, without its metadata, a GIF as a still PNG",
    tag: "Uploads",
    auth: "shop",
    permission: null,
    multipart: true,
    result: UploadDto,
  }),
  getImage: defineEndpoint({
    method: "GET",
    path: "/customer/api/upload/:id",
    summary: "The bytes of an uploaded image of the signed-in shop",
    tag: "Uploads",
    auth: "shop",
    permission: null,
    params: IdParams,
    binary: true,
    result: z.unknown(),
  }),
};

/** The same uploads for a fleet company's users: each image is served only to the company that sent it. */
export const fleetUploadEndpoints = {
  uploadImage: defineEndpoint({
    ...uploadEndpoints.uploadImage,
    path: "/fueling/api/upload/image",
    auth: "fleet",
  }),
  getImage: defineEndpoint({
    ...uploadEndpoints.getImage,
    path: "/fueling/api/upload/:id",
    summary: "The bytes of an uploaded image of the signed-in company",
    auth: "fleet",
  }),
};
