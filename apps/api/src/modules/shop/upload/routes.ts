import { invalid, uploadEndpoints } from "@pitlane/domain";
import type { FastifyInstance } from "fastify";
import { registerEndpoint } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { UploadService } from "./service.js";

export function uploadRoutes(app: FastifyInstance, sessions: SessionStore, service: UploadService) {
  registerEndpoint(app, sessions, uploadEndpoints.uploadImage, async ({ ctx, request }) => {
    const notMultipart = invalid("file", "must be sent as multipart/form-data");
    if (!request.isMultipart()) throw notMultipart;
    // busboy throws plain errors for a malformed body (no boundary, say): that is bad input, not a fault.
    const file = await request.file().catch(() => {
      throw notMultipart;
    });
    if (!file || file.fieldname !== "file") throw invalid("file", "is required");
    const bytes = await file.toBuffer().catch((error: unknown) => {
      if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") return null;
      throw error;
    });
    return service.saveImage(ctx, bytes ?? Buffer.alloc(0), bytes === null || file.file.truncated);
  });
  registerEndpoint(app, sessions, uploadEndpoints.getImage, async ({ ctx, params, reply }) => {
    const image = await service.readImage(ctx, params.id);
    await reply.header("content-type", image.mime).header("cache-control", "private, no-store").send(image.bytes);
    return undefined;
  });
}
