import { z } from "zod";
import { limitUpTo } from "../platform/list.js";
import { RefusalCode as m } from "../platform/messages.js";
import { DECLINE_REASONS } from "./purchase.js";
import { PURCHASE_FLAGS } from "./purchase-flags.js";
import { FLEET_ALERT_KINDS, type FleetAlertKind } from "./documents-vocabulary.js";
import { RULE_CYCLES } from "./vocabulary.js";

/** Whether a company with these alerts switched off receives `kind` (every kind not switched off is on). */
export const isAlertOn = (alertsOff: readonly string[], kind: FleetAlertKind) => !alertsOff.includes(kind);

/** The alerts a company receives, on its dashboard and by mail: the kinds switched on, the rest are off. */
export const FleetAlertSettingsBody = z.object({
  on: z.array(z.enum(FLEET_ALERT_KINDS, { error: m.choice }), { error: m.required }).max(FLEET_ALERT_KINDS.length),
});
export type FleetAlertSettingsBody = z.infer<typeof FleetAlertSettingsBody>;
export const FleetAlertSettingsDto = z.object({ on: z.array(z.enum(FLEET_ALERT_KINDS)) });
export type FleetAlertSettingsDto = z.infer<typeof FleetAlertSettingsDto>;

/** The feed's size: its latest few, a panel's worth (more than the cap is clamped, not refused). */
export const MAX_ALERT_FEED = 50;
export const AlertFeedQuery = z.object({
  limit: limitUpTo(MAX_ALERT_FEED, 10),
});
export type AlertFeedQuery = z.infer<typeof AlertFeedQuery>;

/** A purchase an alert is about, with the names its line shows. */
const purchaseFields = {
  /** The purchase's id: the line links to its transaction. */
  purchase_id: z.string(),
  reference: z.string(),
  plate_no: z.string(),
  employee_name: z.string().nullable(),
  station_name: z.string(),
};

/** When it happened (ISO instant); the web shows it on the company's clock. */
const at = z.string();

/** One line of the company's alert feed, newest first; each kind as the switch that governs it. */
export const FleetAlertDto = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("purchase_declined"),
    at,
    ...purchaseFields,
    decline_reason: z.enum(DECLINE_REASONS),
    /** The cycle of the rule it was checked against, which a limit's decline names. */
    rule_cycle: z.enum(RULE_CYCLES).nullable(),
  }),
  z.object({ kind: z.literal("purchase_flagged"), at, ...purchaseFields, flags: z.array(z.enum(PURCHASE_FLAGS)) }),
  z.object({
    kind: z.literal("top_up_decided"),
    at,
    top_up_id: z.string(),
    status: z.enum(["approved", "rejected"]),
    amount: z.number(),
    currency: z.string(),
    slip_number: z.string(),
    reason: z.string().nullable(),
  }),
  z.object({
    kind: z.literal("low_balance"),
    at,
    available: z.number(),
    threshold: z.number(),
    currency: z.string(),
  }),
]);
export type FleetAlertDto = z.infer<typeof FleetAlertDto>;
