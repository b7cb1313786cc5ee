import multipart from "@fastify/multipart";
import { DomainError, invalid, MAX_UPLOAD_BYTES } from "@pitlane/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * Adds a route in a context of its own that reads multipart bodies. Registered on the whole app, the
 * multipart plugin's hooks (an async onResponse among them) would run on every request; here they run
 * on uploads alone. The context inherits every hook, parser and decorator the app had so far.
 */
export function inUploadContext(app: FastifyInstance, addRoute: (uploads: FastifyInstance) => void): void {
  void app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
    addRoute(uploads);
  });
}

/** The bytes of the multipart field `file` (an image, a CSV), or the 400 / 413 a bad upload earns. */
export async function readMultipartFile(request: FastifyRequest): Promise<Buffer> {
  const notMultipart = invalid("file", "not_multipart");
  if (!request.isMultipart()) throw notMultipart;
  // busboy throws plain errors for a malformed body (no boundary, say): that is bad input, not a fault.
  const file = await request.file().catch(() => {
    throw notMultipart;
  });
  if (!file || file.fieldname !== "file") throw invalid("file", "required");
  const bytes = await file.toBuffer().catch((error: unknown) => {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") return null;
    throw error;
  });
  if (bytes === null || file.file.truncated) throw new DomainError("TOO_LARGE", "image_size", { field: "file" });
  if (bytes.length === 0) throw invalid("file", "required");
  return bytes;
}
