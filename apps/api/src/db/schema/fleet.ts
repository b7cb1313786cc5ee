import { sql } from "drizzle-orm";
import { FLEET_STATUSES, FUEL_TYPES, ORG_UNIT_KINDS, RULE_CYCLES, RULE_MODES } from "@pitlane/domain/fleet/vocabulary";
import type { FleetAlertKind } from "@pitlane/domain/fleet/documents-vocabulary";
import type { WeekDay } from "@pitlane/domain/rules/schedule";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, oneOf, ts, updatedAt, uploadColumns } from "./columns.js";
import { cities, countries, states } from "./reference.js";
import { rowId, sameTenantRef, tenantKey } from "./tenant-keys.js";
import { vehicleMakes, vehicleModels, vehicleTypes } from "./vehicle-reference.js";

export const companyId = () =>
  uuid("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" });

/** A fleet company: what its onboarding recorded (spec 001 section 3, "Company or registration" and "Bank"). */
export const companies = pgTable(
  "companies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Shown to partner stations and on statements; generated at sign-up, unique platform-wide through `tenant_lookups`. */
    merchantId: text("merchant_id").notNull(),
    companyName: text("company_name").notNull(),
    companyType: text("company_type").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    address: text("address").notNull(),
    countryId: uuid("country_id")
      .notNull()
      .references(() => countries.id),
    stateId: uuid("state_id")
      .notNull()
      .references(() => states.id),
    cityId: uuid("city_id")
      .notNull()
      .references(() => cities.id),
    industry: text("industry").notNull(),
    companySize: text("company_size").notNull(),
    fleetSize: integer("fleet_size").notNull(),
    monthlyUsage: bigint("monthly_usage", { mode: "number" }).notNull(),
    monthlyUsageUnit: text("monthly_usage_unit").notNull(),
    contactRole: text("contact_role").notNull(),
    experience: text("experience").notNull(),
    bankCode: text("bank_code").notNull(),
    iban: text("iban").notNull(),
    accountTitle: text("account_title").notNull(),
    authorisedPerson: text("authorised_person").notNull(),
    ntn: text("ntn").notNull(),
    strn: text("strn").notNull(),
    referral: text("referral"),
    currency: text("currency").notNull(),
    /**
     * IANA zone of the company's wall clock: fuel-rule cycles and days, the dashboard's "today" and
     * every time shown. Set from the country at sign-up and changed in the company settings; the
     * default only serves rows older than the column.
     */
    timeZone: text("time_zone").notNull().default("Asia/Karachi"),
    /**
     * The company's own alert: below this available balance (minor units) the dashboard warns and one
     * mail goes out per crossing (`low_balance_alerted_at` says it went; a top-up above clears it).
     */
    lowBalanceThreshold: bigint("low_balance_threshold", { mode: "number" }),
    lowBalanceAlertedAt: ts("low_balance_alerted_at"),
    /** The alerts the company switched off (FLEET_ALERT_KINDS); every other one is on. */
    alertsOff: text("alerts_off")
      .array()
      .$type<FleetAlertKind[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Set by the operations console: a suspended company cannot top up or buy fuel. */
    suspendedAt: ts("suspended_at"),
    suspendedReason: text("suspended_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("companies_currency_ck", sql`${t.currency} in ('PKR', 'SAR')`)],
);

/** Branches, departments and designations of a company: each only a name (spec 001 section 3). */
export const orgUnits = pgTable(
  "org_units",
  {
    id: rowId(),
    companyId: companyId(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey(t.companyId, t.id),
    uniqueIndex("org_units_company_kind_name_uq").on(t.companyId, t.kind, sql`lower(${t.name})`),
    index("org_units_company_kind_created_idx").on(t.companyId, t.kind, t.createdAt),
    check("org_units_kind_ck", sql`${t.kind} in (${oneOf(ORG_UNIT_KINDS)})`),
  ],
);

/** A role of a company: the fleet permission actions it grants while active. */
export const fleetRoles = pgTable(
  "fleet_roles",
  {
    id: rowId(),
    companyId: companyId(),
    name: text("name").notNull(),
    permissions: text("permissions")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey(t.companyId, t.id),
    uniqueIndex("fleet_roles_company_name_uq").on(t.companyId, sql`lower(${t.name})`),
    index("fleet_roles_company_created_idx").on(t.companyId, t.createdAt),
  ],
);

/**
 * A fuel rule (spec 001 section 3): what fuel, how much per cycle, how often and on which days.
 * `usageSince` moves to the moment of an immediate change, so usage is counted afresh from then;
 * `nextLimit` waits for the next cycle; `endsOn` ends the rule ("no rule from next month").
 */
export const fuelRules = pgTable(
  "fuel_rules",
  {
    id: rowId(),
    companyId: companyId(),
    name: text("name").notNull(),
    fuelType: text("fuel_type").notNull(),
    mode: text("mode").notNull(),
    cycle: text("cycle").notNull(),
    /** Litres per cycle (recurring mode). */
    fuelLimitLitres: integer("fuel_limit_litres"),
    /** Minor units of the company's currency per cycle (amount mode). */
    amountLimit: bigint("amount_limit", { mode: "number" }),
    fuelingsPerDay: integer("fuelings_per_day").notNull(),
    fuelingDays: jsonb("fueling_days").$type<WeekDay[]>().notNull(),
    /** The limit that replaces the current one when the next cycle starts. */
    nextLimit: bigint("next_limit", { mode: "number" }),
    nextLimitFrom: date("next_limit_from", { mode: "string" }),
    endsOn: date("ends_on", { mode: "string" }),
    active: boolean("active").notNull().default(true),
    usageSince: ts("usage_since").notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey(t.companyId, t.id),
    uniqueIndex("fuel_rules_company_name_uq").on(t.companyId, sql`lower(${t.name})`),
    index("fuel_rules_company_created_idx").on(t.companyId, t.createdAt),
    check("fuel_rules_fuel_type_ck", sql`${t.fuelType} in (${oneOf(FUEL_TYPES)})`),
    check("fuel_rules_mode_ck", sql`${t.mode} in (${oneOf(RULE_MODES)})`),
    check("fuel_rules_cycle_ck", sql`${t.cycle} in (${oneOf(RULE_CYCLES)})`),
  ],
);

/**
 * The people of a company: the admin who signed up (`isAdmin`, not listed as an employee) and its
 * employees. An employee with a role and a password may sign in to the portal; the T-PIN is the
 * driver's secret at the pump, kept only as a keyed hash (unique within the company).
 */
export const employees = pgTable(
  "employees",
  {
    id: rowId(),
    companyId: companyId(),
    isAdmin: boolean("is_admin").notNull().default(false),
    name: text("name").notNull(),
    employeeCode: text("employee_code"),
    branchId: uuid("branch_id"),
    departmentId: uuid("department_id"),
    designationId: uuid("designation_id"),
    gender: text("gender"),
    dateOfBirth: date("date_of_birth", { mode: "string" }),
    nationalId: text("national_id"),
    phone: text("phone"),
    /** Unique platform-wide (lower-cased) through `tenant_lookups`: sign-in finds the company by it. */
    email: text("email"),
    photoUploadId: uuid("photo_upload_id"),
    status: text("status").notNull().default("active"),
    roleId: uuid("role_id"),
    ruleId: uuid("rule_id"),
    tpinHash: text("tpin_hash"),
    passwordHash: text("password_hash"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey(t.companyId, t.id),
    sameTenantRef("employees", t.companyId, t.branchId, orgUnits),
    sameTenantRef("employees", t.companyId, t.departmentId, orgUnits),
    sameTenantRef("employees", t.companyId, t.designationId, orgUnits),
    sameTenantRef("employees", t.companyId, t.roleId, fleetRoles),
    sameTenantRef("employees", t.companyId, t.ruleId, fuelRules),
    uniqueIndex("employees_company_code_uq").on(t.companyId, t.employeeCode),
    uniqueIndex("employees_company_tpin_uq").on(t.companyId, t.tpinHash),
    index("employees_company_created_idx").on(t.companyId, t.createdAt),
    index("employees_company_status_idx").on(t.companyId, t.status, t.createdAt),
    index("employees_company_name_idx").on(t.companyId, t.name),
    index("employees_role_idx").on(t.roleId),
    index("employees_branch_idx").on(t.branchId),
    index("employees_department_idx").on(t.departmentId),
    index("employees_designation_idx").on(t.designationId),
    index("employees_rule_idx").on(t.ruleId),
    check("employees_status_ck", sql`${t.status} in (${oneOf(FLEET_STATUSES)})`),
  ],
);

/** A vehicle of a company (spec 001 section 3). Plate, chassis and NFC tag are unique within the company. */
export const vehicles = pgTable(
  "vehicles",
  {
    id: rowId(),
    companyId: companyId(),
    carId: text("car_id").notNull(),
    vehicleTypeId: uuid("vehicle_type_id")
      .notNull()
      .references(() => vehicleTypes.id),
    fleetType: text("fleet_type").notNull(),
    makeId: uuid("make_id")
      .notNull()
      .references(() => vehicleMakes.id),
    modelId: uuid("model_id")
      .notNull()
      .references(() => vehicleModels.id),
    variant: text("variant"),
    cc: integer("cc"),
    year: integer("year").notNull(),
    color: text("color"),
    plateNo: text("plate_no").notNull(),
    engineNo: text("engine_no"),
    chassisNo: text("chassis_no").notNull(),
    nfcTag: text("nfc_tag"),
    fuelType: text("fuel_type").notNull(),
    secondaryFuelType: text("secondary_fuel_type"),
    /** Kilometres per litre, in hundredths. */
    consumptionRate: integer("consumption_rate"),
    initialOdometer: integer("initial_odometer").notNull(),
    currentOdometer: integer("current_odometer").notNull(),
    primaryTankLimit: integer("primary_tank_limit").notNull(),
    secondaryTankLimit: integer("secondary_tank_limit"),
    /** Basis points; null takes the company's factor for the vehicle type. */
    safetyFactorBp: integer("safety_factor_bp"),
    status: text("status").notNull().default("active"),
    ruleId: uuid("rule_id"),
    /**
     * What the QR code and sticker carry: random, so a printed code reveals nothing else; unique
     * platform-wide through `tenant_lookups`, since a station scans it before it knows the company.
     */
    qrToken: text("qr_token").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey(t.companyId, t.id),
    uniqueIndex("vehicles_company_plate_uq").on(t.companyId, sql`upper(${t.plateNo})`),
    uniqueIndex("vehicles_company_chassis_uq").on(t.companyId, sql`upper(${t.chassisNo})`),
    uniqueIndex("vehicles_company_nfc_uq").on(t.companyId, t.nfcTag),
    uniqueIndex("vehicles_company_car_id_uq").on(t.companyId, sql`upper(${t.carId})`),
    sameTenantRef("vehicles", t.companyId, t.ruleId, fuelRules),
    index("vehicles_company_created_idx").on(t.companyId, t.createdAt),
    index("vehicles_company_status_idx").on(t.companyId, t.status, t.createdAt),
    index("vehicles_company_type_idx").on(t.companyId, t.vehicleTypeId),
    index("vehicles_rule_idx").on(t.ruleId),
    // A station finds a vehicle by car id, plate or NFC tag before it knows the company.
    index("vehicles_car_id_idx").on(sql`upper(${t.carId})`),
    index("vehicles_plate_idx").on(sql`upper(${t.plateNo})`),
    index("vehicles_nfc_idx").on(t.nfcTag),
    check("vehicles_status_ck", sql`${t.status} in (${oneOf(FLEET_STATUSES)})`),
    check("vehicles_fuel_type_ck", sql`${t.fuelType} in (${oneOf(FUEL_TYPES)})`),
  ],
);

/**
 * Who drives what, when. `unassignedAt` ends an assignment early and keeps it in the history; an
 * assignment holds its vehicle and employee from `startsAt` until `unassignedAt` or `endsAt`.
 */
export const vehicleAssignments = pgTable(
  "vehicle_assignments",
  {
    id: rowId(),
    companyId: companyId(),
    // No cascade: deleting a vehicle or an employee must never erase who drove what (the company's
    // own deletion still takes its assignments, through company_id).
    vehicleId: uuid("vehicle_id").notNull(),
    employeeId: uuid("employee_id").notNull(),
    startsAt: ts("starts_at").notNull(),
    endsAt: ts("ends_at").notNull(),
    unassignedAt: ts("unassigned_at"),
    startOdometer: integer("start_odometer").notNull(),
    comment: text("comment"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    tenantKey(t.companyId, t.id),
    sameTenantRef("vehicle_assignments", t.companyId, t.vehicleId, vehicles),
    sameTenantRef("vehicle_assignments", t.companyId, t.employeeId, employees),
    index("vehicle_assignments_company_starts_idx").on(t.companyId, t.startsAt),
    index("vehicle_assignments_company_ends_idx").on(t.companyId, t.endsAt),
    index("vehicle_assignments_vehicle_idx").on(t.vehicleId, t.startsAt),
    index("vehicle_assignments_employee_idx").on(t.employeeId, t.startsAt),
    check("vehicle_assignments_order_ck", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** An uploaded image of a fleet company (an employee's photo ...), served only to it. */
export const fleetUploads = pgTable(
  "fleet_uploads",
  {
    id: rowId(),
    companyId: companyId(),
    ...uploadColumns(),
  },
  (t) => [tenantKey(t.companyId, t.id)],
);

/** The default factor of safety of a company for each vehicle type, in basis points. */
export const safetyFactors = pgTable(
  "safety_factors",
  {
    companyId: companyId(),
    vehicleTypeId: uuid("vehicle_type_id")
      .notNull()
      .references(() => vehicleTypes.id),
    factorBp: integer("factor_bp").notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [tenantKey(t.companyId, t.vehicleTypeId)],
);
