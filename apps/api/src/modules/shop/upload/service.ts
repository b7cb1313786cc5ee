import fs from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { invalid, notFound, type UploadDto } from "@pitlane/domain";
import type { RequestContext } from "../../../platform/route.js";
import type { Realm } from "../../../platform/sessions.js";
import { imageTypeOf } from "./image-type.js";
import type { UploadRepo } from "./repo.js";

/** Images live under DATA_DIR/uploads with random names; the database knows which shop or company owns each. */
export function createUploadService(repo: UploadRepo, dataDir: string) {
  const folder = path.join(dataDir, "uploads");

  return {
    /** `bytes` are a whole file of at most 5 MB (the multipart reader refuses the rest). */
    async saveImage(realm: Realm, ctx: RequestContext, bytes: Buffer): Promise<UploadDto> {
      const mime = imageTypeOf(bytes);
      if (!mime) throw invalid("file", "image_type");
      const storageName = `${randomUUID()}.${mime.split("/")[1]}`;
      await fs.mkdir(folder, { recursive: true });
      await fs.writeFile(path.join(folder, storageName), bytes);
      const row = await repo.insert(ctx.tenantId, { mime, size: bytes.length, storageName }, realm);
      return { _id: row.id, mime: row.mime, size: row.size };
    },

    async readImage(realm: Realm, ctx: RequestContext, id: string): Promise<{ mime: string; bytes: Buffer }> {
      const row = await repo.get(ctx.tenantId, id, realm);
      if (!row) throw notFound("image_not_found");
      return { mime: row.mime, bytes: await fs.readFile(path.join(folder, row.storageName)) };
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
