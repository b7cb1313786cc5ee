import { z } from "zod";
import { defineEndpoint } from "../platform/endpoint.js";
import { IdParams } from "../platform/list.js";

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif"] as const;

export const UploadDto = z.object({ _id: z.string(), mime: z.string(), size: z.number().int() });
export type UploadDto = z.infer<typeof UploadDto>;

export const uploadEndpoints = {
  uploadImage: defineEndpoint({
    method: "POST",
    path: "/customer/api/upload/image",
    summary: "Upload an image (PNG, JPEG, WebP or GIF, 5 MB at most) as multipart field `file`",
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
