import fs from "node:fs/promises";
import path from "node:path";
import { fleetUploadEndpoints, uploadEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { uploads } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany } from "../../../test/factories/fleet.js";
import { createShop } from "../../../test/factories/shop.js";
import { uploadFile } from "../../../test/factories/upload.js";
import { animatedGif, bombPng, decoded, firstPixel, phoneJpeg, solidImage } from "../../../test/images.js";
import { refusalEnvelope } from "../../../test/refusals.js";

/**
 * The samples of the attack test: files that are images to a decoder and something else to a browser,
 * a virus scanner or a PHP server, a photo that tells where it was taken, and a decompression bomb.
 */
const t = useTestApp();

const SCRIPT = "<html><body><script>alert(document.domain)</script></body></html>";
const PHP = "<?php system($_GET['c']); ?>";
// Written in two halves so that this source file itself is not flagged by a virus scanner.
const EICAR = "X5O!P%@AP[4\\PZX54(P^)7CC)7}$" + "EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*";

const withTrailer = async (image: Promise<Buffer>, trailer: string) =>
  Buffer.concat([await image, Buffer.from(trailer)]);

/** Uploads the bytes as the shop and reads back what is served, as the web would. */
async function uploadAndServe(bytes: Buffer, filename = "image.png") {
  const shop = await createShop(t);
  const saved = await uploadFile(t, shop.token, { bytes, filename });
  expect(saved.status, saved.body.message).toBe(200);
  const id = saved.body.result?._id ?? "";
  const served = await t.app.inject({
    method: "GET",
    url: uploadEndpoints.getImage.path.replace(":id", id),
    headers: { authorization: `Bearer ${shop.token}` },
  });
  expect(served.statusCode).toBe(200);
  return { shop, id, saved: saved.body.result, served, bytes: served.rawPayload };
}

/** What every upload is served with: shown as an image and never run, under a name we made. */
function expectServedSafely(served: { headers: Record<string, unknown> }, id: string, mime: string) {
  expect(served.headers["content-type"]).toBe(mime);
  expect(served.headers["content-disposition"]).toBe(`inline; filename="${id}.${mime.split("/")[1]}"`);
  expect(served.headers["content-security-policy"]).toMatch(/(^|; )sandbox(;|$)/);
  expect(served.headers["x-content-type-options"]).toBe("nosniff");
}

describe("hostile uploads are refused or stored re-encoded", () => {
  it("refuses a 20000×20000 decompression bomb by its pixel count and stores nothing", async () => {
    const shop = await createShop(t);
    const bomb = bombPng(20000);
    expect(bomb.length).toBeLessThan(100_000);
    const res = await uploadFile(t, shop.token, { bytes: bomb });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusalEnvelope(400, "file: must be 50 megapixels or fewer"));
    expect(await t.db.select().from(uploads).where(eq(uploads.shopId, shop.shopId))).toEqual([]);
  });

  it("refuses a truncated image rather than storing half of it", async () => {
    const shop = await createShop(t);
    const jpeg = await solidImage("jpeg", 64, 64);
    const res = await uploadFile(t, shop.token, { bytes: jpeg.subarray(0, jpeg.length / 2), filename: "a.jpg" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusalEnvelope(400, "file: is damaged and could not be read as an image"));
  });

  it("drops HTML and script appended to a PNG", async () => {
    const { id, saved, served, bytes } = await uploadAndServe(await withTrailer(solidImage("png", 32, 24), SCRIPT));
    expect(saved).toEqual({ _id: id, mime: "image/png", size: bytes.length });
    expect(bytes.includes("<script")).toBe(false);
    expect(await decoded(bytes)).toMatchObject({ format: "png", width: 32, height: 24 });
    expectServedSafely(served, id, "image/png");
  });

  it("drops HTML appended to a WebP", async () => {
    const { id, served, bytes } = await uploadAndServe(await withTrailer(solidImage("webp", 30, 20), SCRIPT));
    expect(bytes.includes("<html")).toBe(false);
    expect(await decoded(bytes)).toMatchObject({ format: "webp", width: 30, height: 20 });
    expectServedSafely(served, id, "image/webp");
  });

  it("drops PHP and the EICAR test string trailing a GIF, which is stored as a PNG", async () => {
    for (const trailer of [PHP, EICAR]) {
      const { id, saved, served, bytes } = await uploadAndServe(await withTrailer(solidImage("gif", 16, 12), trailer));
      expect(saved?.mime).toBe("image/png");
      expect(bytes.includes(trailer)).toBe(false);
      expect(await decoded(bytes)).toMatchObject({ format: "png", width: 16, height: 12 });
      expectServedSafely(served, id, "image/png");
    }
  });

  it("drops a photo's EXIF, GPS and camera included, after turning it the way the EXIF said", async () => {
    const photo = await phoneJpeg(40, 20, "PitlaneTestCam");
    expect(await decoded(photo)).toMatchObject({ hasExif: true, width: 40, height: 20 });
    const { id, served, bytes } = await uploadAndServe(photo, "car.jpg");
    expect(bytes.includes("PitlaneTestCam")).toBe(false);
    expect(bytes.includes("Exif")).toBe(false);
    expect(await decoded(bytes)).toEqual({ format: "jpeg", width: 20, height: 40, hasExif: false });
    expectServedSafely(served, id, "image/jpeg");
  });

  it("keeps the first frame of an animated GIF, as a still", async () => {
    const { bytes } = await uploadAndServe(await animatedGif());
    const image = await decoded(bytes);
    expect(image).toMatchObject({ format: "png", width: 10, height: 10 });
    expect(await firstPixel(bytes)).toEqual([255, 0, 0]);
  });

  it("stores an image no larger than 4096 pixels on its longer side", async () => {
    const { bytes } = await uploadAndServe(await solidImage("png", 5000, 100));
    expect(await decoded(bytes)).toMatchObject({ width: 4096, height: 82 });
  });

  it("re-encodes a company's uploads the same way", async () => {
    const company = await createCompany(t);
    const sent = await withTrailer(solidImage("png", 8, 8), SCRIPT);
    const saved = await uploadFile(t, company.token, { bytes: sent }, { realm: "fleet" });
    const id = saved.body.result?._id ?? "";
    const served = await t.app.inject({
      method: "GET",
      url: fleetUploadEndpoints.getImage.path.replace(":id", id),
      headers: { authorization: `Bearer ${company.token}` },
    });
    expect(served.rawPayload.includes("<script")).toBe(false);
    expectServedSafely(served, id, "image/png");
  });
});

describe("an image stored before uploads were re-encoded", () => {
  it("is served as it was kept, with the headers that keep a browser from running it", async () => {
    const { shop, id } = await uploadAndServe(await solidImage("png", 4, 4));
    // Put back the bytes an upload of old was stored with: the sender's own, script and all.
    const [row] = await t.db.select().from(uploads).where(eq(uploads.id, id));
    const old = await withTrailer(solidImage("png", 4, 4), SCRIPT);
    await fs.writeFile(path.join(t.config.dataDir, "uploads", row?.storageName ?? ""), old);
    const served = await t.app.inject({
      method: "GET",
      url: uploadEndpoints.getImage.path.replace(":id", id),
      headers: { authorization: `Bearer ${shop.token}` },
    });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(old)).toBe(true);
    expectServedSafely(served, id, "image/png");
  });
});
