import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { jobCardInspections, jobCards } from "../../../db/schema/index.js";

/** What an inspection writes besides its job card and shop. */
export type InspectionColumns = Omit<typeof jobCardInspections.$inferInsert, "jobCardId" | "shopId">;

/** The reads and writes of filling in an inspection, each inside the caller's transaction. */
export const inspectionWrites = {
  /** Whether the job card shows an inspection, and its status; its row held (shared) until commit. */
  async sharedCard(tx: Db, shopId: string, id: string) {
    const [row] = await tx
      .select({ showInspection: jobCards.showInspection, status: jobCards.status })
      .from(jobCards)
      .where(and(eq(jobCards.shopId, shopId), eq(jobCards.id, id)))
      .for("share");
    return row ?? null;
  },

  /** Writes the job card's inspection over what was there. */
  async save(tx: Db, shopId: string, jobCardId: string, values: InspectionColumns) {
    const [row] = await tx
      .insert(jobCardInspections)
      .values({ jobCardId, shopId, ...values })
      .onConflictDoUpdate({ target: [jobCardInspections.shopId, jobCardInspections.jobCardId], set: values })
      .returning();
    return row ?? null;
  },
};
