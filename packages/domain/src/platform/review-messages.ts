// No zod here, like base-messages.ts: the terminal's and the console's pages import these codes.

/**
 * The refusals of drivers' station reviews and of the console's decisions on disputed purchases,
 * by their stable codes (see base-messages.ts).
 */
export const ReviewRefusal = {
  purchase_reviewed: "This purchase already has the driver's review",
  dispute_not_found: "Disputed purchase not found",
  dispute_decided: "This dispute is already decided; the decision stands",
} as const;
