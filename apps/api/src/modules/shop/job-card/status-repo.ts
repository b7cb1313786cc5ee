import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { appointments, jobCards } from "../../../db/schema/index.js";

/** The columns a status change writes on the job card: the status, and the time stamp it sets. */
type StatusColumns = Pick<
  typeof jobCards.$inferInsert,
  "status" | "updatedAt" | "startedAt" | "completedAt" | "cancelledAt"
>;

/** The reads and writes of a job card's status, each inside the caller's transaction. */
export const statusWrites = {
  /** The job card's status, its row held until commit: two changes of one job card wait for each other. */
  async lockedStatus(tx: Db, shopId: string, id: string) {
    const [row] = await tx
      .select({ status: jobCards.status })
      .from(jobCards)
      .where(and(eq(jobCards.shopId, shopId), eq(jobCards.id, id)))
      .for("update");
    return row ?? null;
  },

  async setCardStatus(tx: Db, shopId: string, id: string, values: StatusColumns) {
    await tx
      .update(jobCards)
      .set(values)
      .where(and(eq(jobCards.shopId, shopId), eq(jobCards.id, id)));
  },

  /** Every appointment of the job card takes its status. */
  async setAppointmentsStatus(tx: Db, shopId: string, jobCardId: string, status: string) {
    await tx
      .update(appointments)
      .set({ status })
      .where(and(eq(appointments.shopId, shopId), eq(appointments.jobCardId, jobCardId)));
  },
};
