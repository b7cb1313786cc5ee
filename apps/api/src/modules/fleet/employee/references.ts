import { ORG_UNIT_KINDS, invalid, type EmployeeBody, type OrgUnitKind } from "@pitlane/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { fleetRoles, fuelRules, orgUnits, fleetUploads } from "../../../db/schema/index.js";

const unitFields = { branch: "branch_id", department: "department_id", designation: "designation_id" } as const;

/**
 * Every id an employee's form names must be the company's own (and a unit of the right kind),
 * else 400 naming the field as if the id did not exist, so another company's ids reveal nothing.
 */
export function createEmployeeReferences(db: Db) {
  async function isUnit(companyId: string, kind: OrgUnitKind, id: string) {
    const [row] = await db
      .select({ id: orgUnits.id })
      .from(orgUnits)
      .where(and(eq(orgUnits.companyId, companyId), eq(orgUnits.kind, kind), eq(orgUnits.id, id)))
      .limit(1);
    return !!row;
  }

  /** A role of the company with what it grants; null when the company has none with that id. */
  async function roleOf(companyId: string, roleId: string | null) {
    if (!roleId) return null;
    const [role] = await db
      .select({ active: fleetRoles.active, permissions: fleetRoles.permissions })
      .from(fleetRoles)
      .where(and(eq(fleetRoles.companyId, companyId), eq(fleetRoles.id, roleId)))
      .limit(1);
    return role ?? null;
  }

  return {
    async check(companyId: string, body: EmployeeBody): Promise<void> {
      for (const kind of ORG_UNIT_KINDS) {
        const field = unitFields[kind];
        const id = body[field];
        if (id && !(await isUnit(companyId, kind, id))) throw invalid(field, "id");
      }
      if (body.photo_id) {
        const [photo] = await db
          .select({ id: fleetUploads.id })
          .from(fleetUploads)
          .where(and(eq(fleetUploads.companyId, companyId), eq(fleetUploads.id, body.photo_id)));
        if (!photo) throw invalid("photo_id", "id");
      }
      if (body.role_id && !(await roleOf(companyId, body.role_id))) throw invalid("role_id", "id");
      if (body.rule_id) {
        const [rule] = await db
          .select({ active: fuelRules.active })
          .from(fuelRules)
          .where(and(eq(fuelRules.companyId, companyId), eq(fuelRules.id, body.rule_id)));
        if (!rule) throw invalid("rule_id", "id");
        if (!rule.active) throw invalid("rule_id", "not_active");
      }
    },

    roleOf,

    /** The company's units of each kind by name in any case: how an import's rows name them. */
    async unitsByName(companyId: string): Promise<Record<OrgUnitKind, Map<string, string>>> {
      const rows = await db
        .select({ id: orgUnits.id, kind: orgUnits.kind, name: orgUnits.name })
        .from(orgUnits)
        .where(eq(orgUnits.companyId, companyId));
      const units: Record<OrgUnitKind, Map<string, string>> = {
        branch: new Map(),
        department: new Map(),
        designation: new Map(),
      };
      for (const row of rows) {
        const kind = ORG_UNIT_KINDS.find((k) => k === row.kind);
        if (kind) units[kind].set(row.name.trim().toLowerCase(), row.id);
      }
      return units;
    },
  };
}

export type EmployeeReferences = ReturnType<typeof createEmployeeReferences>;
