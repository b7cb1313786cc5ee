import { z } from "zod";
import { FuelRuleDto } from "./fuel-rule.js";
import { FLEET_STATUSES } from "./vocabulary.js";

/** How many rules in force the dashboard lists (those most held first); the rules screen has the rest. */
export const DASHBOARD_RULES_SHOWN = 10;

const Count = z.number().int().nonnegative();

/** One count per status, every status of spec 001 in its order, zeros included. */
const StatusCounts = z.array(z.object({ status: z.enum(FLEET_STATUSES), count: Count }));

/** The fleet dashboard's figures (spec 001 section 2): fuel and money widgets come with the purchases. */
export const FleetDashboardDto = z.object({
  vehicles: z.object({
    total: Count,
    /** Vehicles in an assignment now (begun, not yet ended or unassigned). */
    assigned: Count,
    unassigned: Count,
    /** The vehicle types the company has, most vehicles first. */
    by_type: z.array(z.object({ _id: z.string(), name: z.string(), name_arabic: z.string(), count: Count })),
    by_status: StatusCounts,
  }),
  /** The company's employees; its admin is not one. */
  employees: z.object({ total: Count, by_status: StatusCounts }),
  /** Active rules not ended today: how many, and the most held of them with their holders. */
  rules_in_force: z.object({ total: Count, items: z.array(FuelRuleDto) }),
});
export type FleetDashboardDto = z.infer<typeof FleetDashboardDto>;
