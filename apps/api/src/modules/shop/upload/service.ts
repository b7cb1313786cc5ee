import fs from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { notFound, type UploadDto } from "@pitlane/domain";
import type { RequestContext } from "../../../platform/route.js";
import type { TenantRealm } from "../../../platform/sessions.js";
import { reencodeImage } from "./reencode.js";
import type { UploadRepo } from "./repo.js";

/** Images live under DATA_DIR/uploads with random names; the database knows which shop or company owns each. */
export function createUploadService(repo: UploadRepo, dataDir: string) {
  const folder = path.join(dataDir, "uploads");

  return {
    /**
     * `bytes` are a whole file of at most 5 MB (the multipart reader refuses the rest before any
     * decoding); what is stored is the image re-encoded, never the bytes as sent.
     */
    async saveImage(realm: TenantRealm, ctx: RequestContext, sent: Buffer): Promise<UploadDto> {
      const { mime, bytes } = await reencodeImage(sent);
      const storageName = `${randomUUID()}.${mime.split("/")[1]}`;
      await fs.mkdir(folder, { recursive: true });
      await fs.writeFile(path.join(folder, storageName), bytes);
      const row = await repo.insert(ctx.tenantId, { mime, size: bytes.length, storageName }, realm);
      return { _id: row.id, mime: row.mime, size: row.size };
    },

    /** `filename` is the upload's id and its type's extension: nothing the sender chose reaches a header. */
    async readImage(
      realm: TenantRealm,
      tenantId: string,
      id: string,
    ): Promise<{ mime: string; filename: string; bytes: Buffer }> {
      const row = await repo.get(tenantId, id, realm);
      if (!row) throw notFound("image_not_found");
      const filename = `${row.id}.${row.mime.split("/")[1]}`;
      return { mime: row.mime, filename, bytes: await fs.readFile(path.join(folder, row.storageName)) };
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
