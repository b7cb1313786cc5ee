import { DomainError, invalid } from "@pitlane/domain";
import type { FastifyRequest } from "fastify";

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
