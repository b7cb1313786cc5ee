/**
 * The words the fleet's month-end documents and alerts share between the schema, the API and the web.
 */

/** A commission tax invoice, or a credit note that corrects one (for reversed purchases). */
export const COMMISSION_DOCUMENT_KINDS = ["invoice", "credit_note"] as const;
export type CommissionDocumentKind = (typeof COMMISSION_DOCUMENT_KINDS)[number];

/** What the platform's staff decide on a purchase a company disputed: refund it (reversed), or uphold it. */
export const DISPUTE_OUTCOMES = ["refunded", "upheld"] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/** The alerts a company receives on its dashboard and by mail; each one it can switch off. */
export const FLEET_ALERT_KINDS = ["low_balance", "top_up_decided", "purchase_declined", "purchase_flagged"] as const;
export type FleetAlertKind = (typeof FLEET_ALERT_KINDS)[number];

/** A driver's rating of a station, on the terminal's receipt screen. */
export const STATION_RATING_MIN = 1;
export const STATION_RATING_MAX = 5;
