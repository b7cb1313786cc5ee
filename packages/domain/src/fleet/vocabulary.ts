/** The fixed choices of the fleet portal (spec 001 sections 3 and 4), shared by the database checks, the API and the forms. */

/** Employee and vehicle statuses; the lists' "inactive" filter is every status but active. */
export const FLEET_STATUSES = ["active", "inactive", "pause", "deactive", "out_of_service"] as const;
export type FleetStatus = (typeof FLEET_STATUSES)[number];

export const FUEL_TYPES = ["petrol", "hi_octane", "diesel"] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

export const FLEET_TYPES = ["owned", "leased", "rented"] as const;
export type FleetType = (typeof FLEET_TYPES)[number];

export const GENDERS = ["male", "female"] as const;

/** How a rule limits fuel: litres per cycle that renew (recurring), or an amount of money per cycle. */
export const RULE_MODES = ["recurring", "amount"] as const;
export type RuleMode = (typeof RULE_MODES)[number];

export const RULE_CYCLES = ["daily", "weekly", "monthly"] as const;
export type RuleCycle = (typeof RULE_CYCLES)[number];

/** How a change to a rule takes effect (spec 001 section 4). */
export const RULE_CHANGE_EFFECTS = ["immediate", "next_cycle", "none_next_month"] as const;
export type RuleChangeEffect = (typeof RULE_CHANGE_EFFECTS)[number];

export const EXPERIENCE_LEVELS = ["none", "some", "expert"] as const;
export const MONTHLY_USAGE_UNITS = ["litres", "currency"] as const;
export const COMPANY_SIZES = ["just_me", "2_10", "11_50", "51_200", "201_1000", "1000_plus"] as const;
export const COMPANY_TYPES = [
  "sole_proprietorship",
  "partnership",
  "private_limited",
  "public_limited",
  "government",
  "non_profit",
] as const;

/** Organisation units of a company: each is a name, kept in one table by kind. */
export const ORG_UNIT_KINDS = ["branch", "department", "designation"] as const;
export type OrgUnitKind = (typeof ORG_UNIT_KINDS)[number];
