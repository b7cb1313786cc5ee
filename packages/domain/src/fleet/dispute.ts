import { z } from "zod";
import { DISPUTE_OUTCOMES } from "./documents-vocabulary.js";

/** The platform's answer to a purchase the company disputed: refunded or upheld, with the note that says why. */
export const DisputeDecisionDto = z.object({
  outcome: z.enum(DISPUTE_OUTCOMES),
  note: z.string(),
  decided_at: z.string(),
});
export type DisputeDecisionDto = z.infer<typeof DisputeDecisionDto>;
