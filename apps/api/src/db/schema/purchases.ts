import { PURCHASE_REVIEWS, type PurchaseReview } from "@pitlane/domain/fleet/purchase-flags";
import {
  DISPUTE_OUTCOMES,
  STATION_RATING_MAX,
  STATION_RATING_MIN,
  type DisputeOutcome,
} from "@pitlane/domain/fleet/documents-vocabulary";
import { FUEL_TYPES, type FuelType } from "@pitlane/domain/fleet/vocabulary";
import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, oneOf, ts } from "./columns.js";
import { companyId, employees, fleetUploads, fuelRules, vehicles } from "./fleet.js";
import { ledgerHolds } from "./ledger.js";
import { stationTerminals, stationUsers, stations } from "./stations.js";
import { rowId, sameTenantRef, tenantKey } from "./tenant-keys.js";

export const PURCHASE_STATUSES = ["held", "completed", "voided", "expired", "declined"] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

/** Whose usage a rule counts: the vehicle's when the vehicle holds the rule, else its driver's. */
export const RULE_SUBJECTS = ["vehicle", "employee"] as const;
export type RuleSubject = (typeof RULE_SUBJECTS)[number];

/**
 * A purchase at a partner station (decision 0040): one row per authorisation, approved or declined,
 * in the company that pays. An approved one holds money (`hold_id`) until it is completed with what
 * the pump gave, voided or expires. Quantities are millilitres; amounts minor units; the price, as in
 * `fuel_prices`, hundredths of a minor unit per litre, snapshotted with the commission and tax rates.
 * The rule's usage in a cycle is read from these rows (held and completed), under the lock of the
 * vehicle, so it changes with the hold and is given back by a void or expiry in the same transaction.
 */
export const purchases = pgTable(
  "purchases",
  {
    id: rowId(),
    companyId: companyId(),
    /** The station's own name for the purchase, unique per station (`tenant_lookups`). */
    reference: text("reference").notNull(),
    stationId: uuid("station_id")
      .notNull()
      .references(() => stations.id),
    /** Who asked: the station's own system by its terminal key, or an attendant signed in on the terminal page. */
    terminalId: uuid("terminal_id").references(() => stationTerminals.id),
    attendantId: uuid("attendant_id").references(() => stationUsers.id),
    vehicleId: uuid("vehicle_id").notNull(),
    /** The driver assigned to the vehicle at the time; null when none was. */
    employeeId: uuid("employee_id"),
    ruleId: uuid("rule_id"),
    ruleSubject: text("rule_subject").$type<RuleSubject>(),
    fuelType: text("fuel_type").$type<FuelType>().notNull(),
    status: text("status").$type<PurchaseStatus>().notNull(),
    declineReason: text("decline_reason"),
    currency: text("currency").notNull(),
    /** Hundredths of a minor unit per litre; null when no price was in force. */
    unitPrice: bigint("unit_price", { mode: "number" }),
    commissionBp: integer("commission_bp"),
    taxBp: integer("tax_bp"),
    odometer: integer("odometer").notNull(),
    /** The vehicle's reading before this purchase: km since the last fill. */
    previousOdometer: integer("previous_odometer"),
    /** What the station asked for: litres (as millilitres) or an amount of fuel. */
    requestedMl: bigint("requested_ml", { mode: "number" }),
    requestedAmount: bigint("requested_amount", { mode: "number" }),
    /** What the hold allows: at most these millilitres, this fuel amount, and the hold with commission and tax. */
    authorisedMl: bigint("authorised_ml", { mode: "number" }),
    authorisedFuel: bigint("authorised_fuel", { mode: "number" }),
    holdId: uuid("hold_id"),
    holdAmount: bigint("hold_amount", { mode: "number" }),
    expiresAt: ts("expires_at"),
    /** What the pump gave, at completion. */
    litresMl: bigint("litres_ml", { mode: "number" }),
    fuelAmount: bigint("fuel_amount", { mode: "number" }),
    commissionAmount: bigint("commission_amount", { mode: "number" }),
    taxAmount: bigint("tax_amount", { mode: "number" }),
    odometerPhotoId: uuid("odometer_photo_id"),
    pumpPhotoId: uuid("pump_photo_id"),
    /** Exceptions worth a look (over_tank, distance_off, quick_refill). */
    flags: text("flags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A flagged purchase's review: explained, or disputed (the platform's staff see those), with a note. */
    review: text("review").$type<PurchaseReview>(),
    reviewNote: text("review_note"),
    reviewedBy: uuid("reviewed_by"),
    reviewedAt: ts("reviewed_at"),
    /** The platform's answer to a dispute: refunded (every charge reversed) or upheld, with its note. */
    disputeOutcome: text("dispute_outcome").$type<DisputeOutcome>(),
    disputeNote: text("dispute_note"),
    /** The operations user who decided (named by id: the platform's users are not a company's rows). */
    disputeDecidedBy: uuid("dispute_decided_by"),
    disputeDecidedAt: ts("dispute_decided_at"),
    createdAt: createdAt(),
    resolvedAt: ts("resolved_at"),
  },
  (t) => [
    tenantKey(t.companyId, t.id),
    sameTenantRef("purchases", t.companyId, t.vehicleId, vehicles),
    sameTenantRef("purchases", t.companyId, t.employeeId, employees),
    sameTenantRef("purchases", t.companyId, t.ruleId, fuelRules),
    sameTenantRef("purchases", t.companyId, t.holdId, ledgerHolds),
    sameTenantRef("purchases", t.companyId, t.odometerPhotoId, fleetUploads),
    sameTenantRef("purchases", t.companyId, t.pumpPhotoId, fleetUploads),
    sameTenantRef("purchases", t.companyId, t.reviewedBy, employees),
    uniqueIndex("purchases_hold_uq")
      .on(t.companyId, t.holdId)
      .where(sql`${t.holdId} is not null`),
    index("purchases_company_created_idx").on(t.companyId, t.createdAt),
    index("purchases_company_status_idx").on(t.companyId, t.status, t.createdAt),
    index("purchases_company_station_idx").on(t.companyId, t.stationId, t.createdAt),
    index("purchases_vehicle_idx").on(t.companyId, t.vehicleId, t.createdAt),
    index("purchases_employee_idx").on(t.companyId, t.employeeId, t.createdAt),
    // A rule's page sums its holders' usage in the cycle.
    index("purchases_rule_idx").on(t.companyId, t.ruleId, t.createdAt),
    // Holds past their time are released before a new check reads the company's balance.
    index("purchases_open_idx")
      .on(t.companyId, t.expiresAt)
      .where(sql`${t.status} = 'held'`),
    // The review list: the company's flagged purchases, newest first, a few among many.
    index("purchases_flagged_idx")
      .on(t.companyId, t.createdAt)
      .where(sql`cardinality(${t.flags}) > 0`),
    // The console's disputes, across companies, the latest first.
    index("purchases_disputed_idx")
      .on(t.reviewedAt)
      .where(sql`${t.review} = 'disputed'`),
    // Reports and the dashboard read the company's completed fills by the time they completed.
    index("purchases_completed_idx")
      .on(t.companyId, t.resolvedAt)
      .where(sql`${t.status} = 'completed'`),
    check(
      "purchases_dispute_ck",
      sql`${t.disputeOutcome} is null or (${t.disputeOutcome} in (${oneOf(DISPUTE_OUTCOMES)}) and ${t.review} = 'disputed' and ${t.disputeDecidedAt} is not null)`,
    ),
    check("purchases_review_ck", sql`${t.review} is null or ${t.review} in (${oneOf(PURCHASE_REVIEWS)})`),
    check("purchases_status_ck", sql`${t.status} in (${oneOf(PURCHASE_STATUSES)})`),
    check("purchases_fuel_type_ck", sql`${t.fuelType} in (${oneOf(FUEL_TYPES)})`),
    check("purchases_subject_ck", sql`${t.ruleSubject} is null or ${t.ruleSubject} in (${oneOf(RULE_SUBJECTS)})`),
    // A decline names its reason and holds nothing; anything else held money once.
    check(
      "purchases_decline_ck",
      sql`(${t.status} = 'declined') = (${t.declineReason} is not null) and (${t.status} = 'declined') = (${t.holdId} is null)`,
    ),
    check(
      "purchases_completed_ck",
      sql`(${t.status} = 'completed') = (${t.litresMl} is not null and ${t.fuelAmount} is not null)`,
    ),
    check("purchases_litres_ck", sql`${t.litresMl} is null or ${t.litresMl} <= ${t.authorisedMl}`),
  ],
);

/**
 * Wrong T-PINs of a driver on a day of the company's clock (MONEY.md: after three in a day the
 * driver is locked for the day). One row per driver and day, counted up in place.
 */
export const tpinFailures = pgTable(
  "tpin_failures",
  {
    companyId: companyId(),
    employeeId: uuid("employee_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    failures: integer("failures").notNull(),
  },
  (t) => [
    tenantKey(t.companyId, t.employeeId, t.day),
    sameTenantRef("tpin_failures", t.companyId, t.employeeId, employees, true),
  ],
);

/**
 * A driver's rating of the station, given on the terminal's receipt screen after a completed
 * purchase: at most one per purchase, in the company that paid (its dashboard shows the latest).
 */
export const stationReviews = pgTable(
  "station_reviews",
  {
    companyId: companyId(),
    purchaseId: uuid("purchase_id").notNull(),
    stationId: uuid("station_id")
      .notNull()
      .references(() => stations.id),
    employeeId: uuid("employee_id"),
    rating: integer("rating").notNull(),
    comment: text("comment"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.purchaseId] }),
    sameTenantRef("station_reviews", t.companyId, t.purchaseId, purchases, true),
    sameTenantRef("station_reviews", t.companyId, t.employeeId, employees),
    index("station_reviews_company_created_idx").on(t.companyId, t.createdAt),
    index("station_reviews_station_created_idx").on(t.stationId, t.createdAt),
    check(
      "station_reviews_rating_ck",
      sql`${t.rating} between ${sql.raw(String(STATION_RATING_MIN))} and ${sql.raw(String(STATION_RATING_MAX))}`,
    ),
  ],
);
