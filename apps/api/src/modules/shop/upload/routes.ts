import { fleetUploadEndpoints, uploadEndpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { readMultipartFile } from "../../../platform/multipart-file.js";
import { registerEndpoint } from "../../../platform/route.js";
import type { Realm, SessionStore } from "../../../platform/sessions.js";
import type { UploadService } from "./service.js";

type UploadEndpoints = typeof uploadEndpoints | typeof fleetUploadEndpoints;

/** The same two routes for each back office: a shop's images under /customer/api, a company's under /fueling/api. */
function registerUploads(
  app: FastifyInstance,
  sessions: SessionStore,
  service: UploadService,
  realm: Realm,
  endpoints: UploadEndpoints,
) {
  registerEndpoint(app, sessions, endpoints.uploadImage, async ({ ctx, request }) =>
    service.saveImage(realm, ctx, await readMultipartFile(request)),
  );
  registerEndpoint(app, sessions, endpoints.getImage, async ({ ctx, params, reply }) => {
    const image = await service.readImage(realm, ctx, params.id);
    await reply.header("content-type", image.mime).header("cache-control", "private, no-store").send(image.bytes);
    return undefined;
  });
}

export function uploadRoutes(app: FastifyInstance, sessions: SessionStore, service: UploadService) {
  registerUploads(app, sessions, service, "shop", uploadEndpoints);
  registerUploads(app, sessions, service, "fleet", fleetUploadEndpoints);
}
