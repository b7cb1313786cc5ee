import { randomUUID } from "node:crypto";
import { MAX_UPLOAD_BYTES, uploadEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { TEST_XSRF } from "../../../test/client.js";
import { createShop } from "../../../test/factories/shop.js";
import { TINY_PNG, createUpload, uploadFile } from "../../../test/factories/upload.js";
import { decoded, pngOfAbout } from "../../../test/images.js";
import { refusalEnvelope, UNAUTHENTICATED } from "../../../test/refusals.js";

const t = useTestApp();

/** GET of an image as the web's <img> loader would, with the bearer token. */
function getImage(id: string, token?: string) {
  return t.app.inject({
    method: "GET",
    url: uploadEndpoints.getImage.path.replace(":id", id),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** A PNG signature followed by filler: refused by its size before anything decodes it. */
const pngOfSize = (bytes: number) => Buffer.concat([TINY_PNG, Buffer.alloc(bytes - TINY_PNG.length, 7)]);

describe("POST upload/image", () => {
  it("answers 401 without a session", async () => {
    const res = await uploadFile(t, undefined, { bytes: TINY_PNG });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHENTICATED);
  });

  it("answers 400 for a text file dressed up as a PNG", async () => {
    const shop = await createShop(t);
    const res = await uploadFile(t, shop.token, {
      bytes: Buffer.from("just some text, not an image"),
      filename: "x.png",
      contentType: "image/png",
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusalEnvelope(400, "file: must be a PNG, JPEG, WebP or GIF image"));
  });

  it("answers 400 when the file is not in the `file` field, or the body is not multipart", async () => {
    const shop = await createShop(t);
    const wrongField = await uploadFile(t, shop.token, { bytes: TINY_PNG, field: "photo" });
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.message).toBe("file: is required");
    const json = await t.app.inject({
      method: "POST",
      url: uploadEndpoints.uploadImage.path,
      headers: { authorization: `Bearer ${shop.token}`, cookie: `XSRF-TOKEN=${TEST_XSRF}`, "x-xsrf-token": TEST_XSRF },
      payload: { file: "iVBORw0KGgo=" },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual(refusalEnvelope(400, "file: must be sent as multipart/form-data"));
  });

  it("answers 400, not 500, for a multipart body without a boundary", async () => {
    const shop = await createShop(t);
    const res = await t.app.inject({
      method: "POST",
      url: uploadEndpoints.uploadImage.path,
      headers: {
        authorization: `Bearer ${shop.token}`,
        cookie: `XSRF-TOKEN=${TEST_XSRF}`,
        "x-xsrf-token": TEST_XSRF,
        "content-type": "multipart/form-data",
      },
      payload: TINY_PNG,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error_code: 400, result: null });
    expect(res.json().message).toMatch(/^file: /);
  });

  it("answers 413 for a file over 5 MB", async () => {
    const shop = await createShop(t);
    const res = await uploadFile(t, shop.token, { bytes: pngOfSize(MAX_UPLOAD_BYTES + 1) });
    expect(res.status).toBe(413);
    expect(res.body).toEqual(refusalEnvelope(413, "file: must be 5 MB or smaller"));
  });

  it("answers 403 without the CSRF header", async () => {
    const shop = await createShop(t);
    const res = await uploadFile(t, shop.token, { bytes: TINY_PNG }, { withoutCsrf: true });
    expect(res.status).toBe(403);
    expect(res.body.error_code).toBe(403);
  });

  it("accepts a real PNG and serves it back to its shop, re-encoded", async () => {
    const shop = await createShop(t);
    const res = await uploadFile(t, shop.token, { bytes: TINY_PNG, filename: "logo.png" });
    expect(res.status).toBe(200);
    const image = await getImage(res.body.result?._id ?? "", shop.token);
    expect(res.body.result).toEqual({ _id: expect.any(String), mime: "image/png", size: image.rawPayload.length });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["cache-control"]).toBe("private, no-store");
    expect(await decoded(image.rawPayload)).toMatchObject({ format: "png", width: 1, height: 1 });
  });

  it("judges the type by the bytes, not the name or the declared type", async () => {
    const shop = await createShop(t);
    const res = await uploadFile(t, shop.token, { bytes: TINY_PNG, filename: "photo.jpg", contentType: "image/jpeg" });
    expect(res.status).toBe(200);
    expect(res.body.result?.mime).toBe("image/png");
    const image = await getImage(res.body.result?._id ?? "", shop.token);
    expect(image.headers["content-type"]).toBe("image/png");
  });

  it("accepts an image of several megabytes under the 5 MB limit", async () => {
    const shop = await createShop(t);
    const bytes = await pngOfAbout(4 * 1024 * 1024);
    expect(bytes.length).toBeGreaterThan(4 * 1024 * 1024);
    const res = await uploadFile(t, shop.token, { bytes });
    expect(res.status).toBe(200);
    const image = await getImage(res.body.result?._id ?? "", shop.token);
    const { width, height } = await decoded(bytes);
    expect(await decoded(image.rawPayload)).toMatchObject({ format: "png", width, height });
  });
});

describe("GET upload/:id", () => {
  it("answers 401 without a session", async () => {
    const shop = await createShop(t);
    const id = await createUpload(t, shop.token);
    const res = await getImage(id);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(UNAUTHENTICATED);
  });

  it("answers 400 for an id that is not a uuid", async () => {
    const shop = await createShop(t);
    const res = await t.api.call(uploadEndpoints.getImage, { token: shop.token, params: { id: "logo.png" } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("id: must be a valid id");
  });

  it("answers 404 for another shop's image and for an unknown id", async () => {
    const owner = await createShop(t);
    const other = await createShop(t);
    const id = await createUpload(t, owner.token);
    const foreign = await getImage(id, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(refusalEnvelope(404, "Image not found"));
    expect((await getImage(randomUUID(), owner.token)).statusCode).toBe(404);
    expect((await getImage(id, owner.token)).statusCode).toBe(200);
  });
});
