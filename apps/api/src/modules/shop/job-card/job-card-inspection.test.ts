import { randomUUID } from "node:crypto";
import { jobCardEndpoints } from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import {
  bookJobCard,
  createBookableBranch,
  createJobCardRow,
  pairsOf,
  type BookableBranch,
} from "../../../test/factories/job-card.js";
import { createShop, createStaffUser } from "../../../test/factories/shop.js";
import { createUpload } from "../../../test/factories/upload.js";
import { FORBIDDEN, UNAUTHENTICATED, invalidEnvelope, notFoundEnvelope, refusalsOf } from "../../../test/refusals.js";

const t = useTestApp();
const { inspection, get, changeStatus } = jobCardEndpoints;

const filledIn = {
  items: [
    { item: "Oil level", ok: true, note: null },
    { item: "Tyre pressure", ok: false, note: "Front left at 22 psi" },
  ],
  notes: "Brake pads at 30 %",
  photo_ids: [],
};

/** A job card showing an inspection: Ali's oil change and Bilal's alignment. */
const inspectedCard = (b: BookableBranch) =>
  bookJobCard(t, b, {
    show_inspection: true,
    ...pairsOf([
      { service: b.oilChange, employee: b.ali, start: "09:00" },
      { service: b.alignment, employee: b.bilal, start: "09:00" },
    ]),
  });

const inspect = (token: string, id: string, body: unknown) => t.api.call(inspection, { token, params: { id }, body });

describe("PUT job-card/inspection/:id", () => {
  it("answers 401 without a session", async () => {
    const res = await t.api.call(inspection, { params: { id: randomUUID() }, body: filledIn });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHENTICATED);
  });

  it("answers 400 naming the field, and keeps what was there", async () => {
    const b = await createBookableBranch(t);
    const card = await inspectedCard(b);
    expect((await inspect(b.shop.token, "42", filledIn)).body).toEqual(invalidEnvelope("id: must be a valid id"));
    const refuse = refusalsOf(t, inspection, { token: b.shop.token, params: { id: card._id } });
    await refuse({ ...filledIn, items: [{ item: " ", ok: true }] }, "items.0.item: is required");
    await refuse({ ...filledIn, items: [{ item: "Oil level", ok: "yes" }] }, "items.0.ok: must be true or false");
    const foreignPhoto = await createUpload(t, (await createShop(t)).token);
    await refuse({ ...filledIn, photo_ids: [foreignPhoto] }, "photo_ids: must be a valid id");
    const res = await t.api.call(get, { token: b.shop.token, params: { id: card._id } });
    expect(res.body.result.inspection?.updated_at).toBeNull();
  });

  it("answers 403 for a user without job_cards.edit", async () => {
    const b = await createBookableBranch(t);
    const card = await inspectedCard(b);
    const staff = await createStaffUser(t, b.shop.shopId, { permissions: ["job_cards.view", "job_cards.add"] });
    const res = await inspect(staff.token, card._id, filledIn);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
  });

  it("answers 404 for another shop's job card and for an unknown id", async () => {
    const shop = await createShop(t);
    const foreign = await createJobCardRow(t, (await createShop(t)).shopId, { showInspection: true });
    for (const id of [foreign, randomUUID()]) {
      const res = await inspect(shop.token, id, filledIn);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(notFoundEnvelope("Job card"));
    }
  });

  it("answers 409 for a job card without an inspection, or cancelled", async () => {
    const b = await createBookableBranch(t);
    const plain = await bookJobCard(t, b, pairsOf([{ service: b.oilChange, employee: b.ali, start: "11:00" }]));
    const off = await inspect(b.shop.token, plain._id, filledIn);
    expect(off.status).toBe(409);
    expect(off.body.message).toBe("This job card does not show an inspection");
    const card = await inspectedCard(b);
    await t.api.call(changeStatus, { token: b.shop.token, params: { id: card._id }, body: { status: "cancelled" } });
    const cancelled = await inspect(b.shop.token, card._id, filledIn);
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toBe("A cancelled job card cannot be inspected");
  });

  it("fills in the inspection against the services' checklists, with photos, and replaces it when saved again", async () => {
    const b = await createBookableBranch(t);
    const card = await inspectedCard(b);
    const photo = await createUpload(t, b.shop.token);
    const staff = await createStaffUser(t, b.shop.shopId, { permissions: ["job_cards.edit"] });
    const res = await inspect(staff.token, card._id, { ...filledIn, photo_ids: [photo] });
    expect(res.status).toBe(200);
    const saved = {
      checklist: ["Oil level", "Oil filter", "Tyre pressure"],
      items: filledIn.items,
      notes: "Brake pads at 30 %",
      photo_ids: [photo],
      updated_at: expect.any(String),
    };
    expect(res.body.result).toEqual(saved);
    const read = await t.api.call(get, { token: b.shop.token, params: { id: card._id } });
    expect(read.body.result.inspection).toEqual(saved);
    const again = await inspect(b.shop.token, card._id, { items: [{ item: "Oil filter", ok: true }] });
    expect(again.body.result).toMatchObject({
      items: [{ item: "Oil filter", ok: true, note: null }],
      notes: null,
      photo_ids: [],
    });
  });
});
