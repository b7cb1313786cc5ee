import { fleetUploadEndpoints, uploadEndpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { readMultipartFile } from "../../../platform/multipart-file.js";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore, TenantRealm } from "../../../platform/sessions.js";
import type { UploadService } from "./service.js";

type UploadEndpoints = typeof uploadEndpoints | typeof fleetUploadEndpoints;

/**
 * An upload is shown, never run: opened on its own it is an image in a sandbox with no right to load
 * anything, under a name we made, and no browser second-guesses its type. Images stored before
 * uploads were re-encoded (decision 0035) are served the same way.
 */
export function servedImageHeaders(image: { mime: string; filename: string }) {
  return {
    "content-type": image.mime,
    "content-disposition": `inline; filename="${image.filename}"`,
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'; sandbox",
    "x-content-type-options": "nosniff",
    "cache-control": "private, no-store",
  };
}

/** The same two routes for each back office: a shop's images under /customer/api, a company's under /fueling/api. */
function registerUploads(
  app: FastifyInstance,
  sessions: SessionStore,
  service: UploadService,
  realm: TenantRealm,
  endpoints: UploadEndpoints,
) {
  registerEndpoint(app, sessions, endpoints.uploadImage, async ({ ctx, request }) =>
    service.saveImage(realm, ctx, await readMultipartFile(request)),
  );
  registerEndpoint(app, sessions, endpoints.getImage, async ({ ctx, params, reply }) => {
    const image = await service.readImage(realm, ctx.tenantId, params.id);
    await reply.headers(servedImageHeaders(image)).send(image.bytes);
    return undefined;
  });
}

export function uploadRoutes(app: FastifyInstance, sessions: SessionStore, service: UploadService) {
  registerUploads(app, sessions, service, "shop", uploadEndpoints);
  registerUploads(app, sessions, service, "fleet", fleetUploadEndpoints);
}
