import { fleetUploadEndpoints, uploadEndpoints, type Envelope, type UploadDto } from "@pitlane/domain";
import type { TestApp } from "../app.js";
import { TEST_XSRF } from "../client.js";

/** A real 1x1 red PNG (signature, IHDR, IDAT, IEND, with valid CRCs): 70 bytes. */
export const TINY_PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f00050001ff56c72f0d0000000049454e44ae426082",
  "hex",
);

export interface FilePart {
  bytes: Buffer;
  filename?: string;
  contentType?: string;
  /** The multipart field name; the API reads `file`. */
  field?: string;
}

const BOUNDARY = "----pitlane-test-boundary-7d93a1";

/** A multipart/form-data body with one file part, built by hand. */
export function multipartBody(part: FilePart): { payload: Buffer; contentType: string } {
  const head =
    `--${BOUNDARY}\r\n` +
    `Content-Disposition: form-data; name="${part.field ?? "file"}"; filename="${part.filename ?? "image.png"}"\r\n` +
    `Content-Type: ${part.contentType ?? "image/png"}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), part.bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
  return { payload, contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}

export interface UploadResponse {
  status: number;
  body: Envelope<UploadDto | null>;
}

/** Posts one file to the upload endpoint as the web does: bearer token, CSRF cookie and header. */
export async function uploadFile(
  t: TestApp,
  token: string | undefined,
  part: FilePart,
  options: { withoutCsrf?: boolean; realm?: "shop" | "fleet" } = {},
): Promise<UploadResponse> {
  const { payload, contentType } = multipartBody(part);
  const headers: Record<string, string> = { "content-type": contentType };
  if (token) headers.authorization = `Bearer ${token}`;
  if (!options.withoutCsrf) {
    headers.cookie = `XSRF-TOKEN=${TEST_XSRF}`;
    headers["x-xsrf-token"] = TEST_XSRF;
  }
  const endpoint = options.realm === "fleet" ? fleetUploadEndpoints.uploadImage : uploadEndpoints.uploadImage;
  const res = await t.app.inject({ method: "POST", url: endpoint.path, headers, payload });
  const body: Envelope<UploadDto | null> = res.json();
  return { status: res.statusCode, body };
}

/** Uploads the tiny PNG for a shop (or a fleet company) and returns the upload's id. */
export async function createUpload(t: TestApp, token: string, realm: "shop" | "fleet" = "shop"): Promise<string> {
  const res = await uploadFile(t, token, { bytes: TINY_PNG }, { realm });
  if (!res.body.result) throw new Error(`upload failed: ${res.body.message}`);
  return res.body.result._id;
}
