import type { FastifyReply } from "fastify";

/** Sends a PDF download: a file, not the envelope; signed-in data, so never cached. */
export async function sendPdf(reply: FastifyReply, file: { fileName: string; bytes: Buffer }): Promise<undefined> {
  await reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${file.fileName}"`)
    .header("cache-control", "no-store")
    .send(file.bytes);
  return undefined;
}
