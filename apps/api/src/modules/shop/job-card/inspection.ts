import { conflict, notFound, type InspectionBody, type InspectionDto } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { assertOwned } from "../../../db/ownership.js";
import type { RequestContext } from "../../../platform/route.js";
import { inspectionWrites } from "./inspection-repo.js";
import { toInspectionDto } from "./presenter.js";
import type { JobCardRepo } from "./repo.js";

/**
 * Fills in a job card's inspection (replacing what was there). Only a job card that shows an
 * inspection and is not cancelled takes one; its row is held (shared) meanwhile, so a cancel in
 * flight either lands first and refuses this, or waits for it.
 */
export function createInspection(db: Db, cards: JobCardRepo) {
  return (ctx: RequestContext, id: string, body: InspectionBody): Promise<InspectionDto> =>
    db.transaction(async (tx) => {
      const card = await inspectionWrites.sharedCard(tx, ctx.tenantId, id);
      if (!card) throw notFound("job_card_not_found");
      if (!card.showInspection) throw conflict("no_inspection");
      if (card.status === "cancelled") throw conflict("cancelled_inspection");
      await assertOwned(tx, "uploads", ctx.tenantId, body.photo_ids, "photo_ids");
      const row = await inspectionWrites.save(tx, ctx.tenantId, id, {
        items: body.items.map((item) => ({ item: item.item, ok: item.ok, note: item.note })),
        notes: body.notes,
        photoUploadIds: body.photo_ids,
        updatedBy: ctx.userId,
        updatedAt: new Date(),
      });
      return toInspectionDto(row, await cards.checklistsOf(ctx.tenantId, id, tx));
    });
}
