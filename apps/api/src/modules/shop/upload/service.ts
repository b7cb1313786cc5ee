import fs from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { DomainError, invalid, notFound, type UploadDto } from "@pitlane/domain";
import type { RequestContext } from "../../../platform/route.js";
import { imageTypeOf } from "./image-type.js";
import type { UploadRepo } from "./repo.js";

/** Images live under DATA_DIR/uploads with random names; the database knows which shop owns each. */
export function createUploadService(repo: UploadRepo, dataDir: string) {
  const folder = path.join(dataDir, "uploads");

  return {
    async saveImage(ctx: RequestContext, bytes: Buffer, truncated: boolean): Promise<UploadDto> {
      if (truncated) throw new DomainError("TOO_LARGE", "file: must be 5 MB or smaller");
      if (bytes.length === 0) throw invalid("file", "is required");
      const mime = imageTypeOf(bytes);
      if (!mime) throw invalid("file", "must be a PNG, JPEG, WebP or GIF image");
      const storageName = `${randomUUID()}.${mime.split("/")[1]}`;
      await fs.mkdir(folder, { recursive: true });
      await fs.writeFile(path.join(folder, storageName), bytes);
      const row = await repo.insert(ctx.tenantId, { mime, size: bytes.length, storageName });
      return { _id: row.id, mime: row.mime, size: row.size };
    },

    async readImage(ctx: RequestContext, id: string): Promise<{ mime: string; bytes: Buffer }> {
      const row = await repo.get(ctx.tenantId, id);
      if (!row) throw notFound("Image");
      return { mime: row.mime, bytes: await fs.readFile(path.join(folder, row.storageName)) };
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
