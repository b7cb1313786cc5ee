import { fleetUploadEndpoints, uploadEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createCompany } from "../../../test/factories/fleet.js";
import { createShop } from "../../../test/factories/shop.js";
import { TINY_PNG, createUpload, uploadFile } from "../../../test/factories/upload.js";
import { decoded } from "../../../test/images.js";
import { refusalEnvelope, UNAUTHENTICATED } from "../../../test/refusals.js";

const t = useTestApp();

/** GET of an image as the portal's <img> loader would, with the bearer token. */
function getImage(path: string, id: string, token?: string) {
  return t.app.inject({
    method: "GET",
    url: path.replace(":id", id),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe("POST /fueling/api/upload/image", () => {
  it("answers 401 without a session and to a shop's session", async () => {
    const res = await uploadFile(t, undefined, { bytes: TINY_PNG }, { realm: "fleet" });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHENTICATED);
    const shop = await createShop(t);
    expect((await uploadFile(t, shop.token, { bytes: TINY_PNG }, { realm: "fleet" })).status).toBe(401);
  });

  it("judges the file by its bytes, as the shop's uploads do", async () => {
    const company = await createCompany(t);
    const res = await uploadFile(
      t,
      company.token,
      { bytes: Buffer.from("not an image"), filename: "x.png" },
      {
        realm: "fleet",
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("file: must be a PNG, JPEG, WebP or GIF image");
  });

  it("keeps a company's image for that company only", async () => {
    const company = await createCompany(t);
    const id = await createUpload(t, company.token, "fleet");
    const own = await getImage(fleetUploadEndpoints.getImage.path, id, company.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("image/png");
    expect(await decoded(own.rawPayload)).toMatchObject({ format: "png", width: 1, height: 1 });

    const other = await createCompany(t);
    const foreign = await getImage(fleetUploadEndpoints.getImage.path, id, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(refusalEnvelope(404, "Image not found"));
    expect((await getImage(fleetUploadEndpoints.getImage.path, id)).statusCode).toBe(401);
  });

  it("never serves a shop's image to a company, nor a company's to a shop", async () => {
    const shop = await createShop(t);
    const company = await createCompany(t);
    const shopImage = await createUpload(t, shop.token);
    const companyImage = await createUpload(t, company.token, "fleet");
    expect((await getImage(fleetUploadEndpoints.getImage.path, shopImage, company.token)).statusCode).toBe(404);
    expect((await getImage(uploadEndpoints.getImage.path, companyImage, shop.token)).statusCode).toBe(404);
  });
});
