import { invalid, type RefusalCode, type VehicleNameLookup } from "@pitlane/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { fuelRules, vehicleMakes, vehicleModels, vehicleTypes } from "../../../db/schema/index.js";
import { createVehicleModelCheck } from "../../reference/vehicle/model-check.js";

interface RuleChoice {
  rule_id: string | null;
  fuel_type: string;
  secondary_fuel_type: string | null;
}

export interface RuleFacts {
  fuelType: string;
  active: boolean;
}

/** A vehicle's rule must be the company's, in force, and for a fuel one of its tanks takes. */
export function ruleProblem(rule: RuleFacts | undefined, body: RuleChoice): RefusalCode | null {
  if (!rule) return "unknown_rule";
  if (!rule.active) return "not_active";
  if (rule.fuelType !== body.fuel_type && rule.fuelType !== body.secondary_fuel_type) return "fuel_type_mismatch";
  return null;
}

const lower = (value: string) => value.trim().toLowerCase();

/** The reference rows and rules a vehicle names: checked for the form, looked up by name for an import. */
export function createVehicleReferences(db: Db) {
  async function rulesOf(companyId: string) {
    const rows = await db
      .select({ id: fuelRules.id, name: fuelRules.name, fuelType: fuelRules.fuelType, active: fuelRules.active })
      .from(fuelRules)
      .where(eq(fuelRules.companyId, companyId));
    return new Map(rows.map((row) => [row.id, row]));
  }

  return {
    ...createVehicleModelCheck(db),

    /** Read with a share lock inside the save's transaction: a change of the rule's fuel waits for the save. */
    async checkRule(companyId: string, body: RuleChoice, tx: Db): Promise<void> {
      if (!body.rule_id) return;
      const [rule] = await tx
        .select({ fuelType: fuelRules.fuelType, active: fuelRules.active })
        .from(fuelRules)
        .where(and(eq(fuelRules.companyId, companyId), eq(fuelRules.id, body.rule_id)))
        .for("share");
      const problem = ruleProblem(rule, body);
      if (problem) throw invalid("rule_id", problem);
    },

    /**
     * Name look-ups for an import, read up front in a few queries: every type (a short list), the
     * makes of the types the file names, the models of those makes, and the company's rules.
     */
    async lookupFor(
      companyId: string,
      records: readonly Partial<Record<string, string>>[],
    ): Promise<{ lookup: VehicleNameLookup; rules: Map<string, RuleFacts> }> {
      const types = await db
        .select({ id: vehicleTypes.id, name: vehicleTypes.name, nameArabic: vehicleTypes.nameArabic })
        .from(vehicleTypes);
      const typeByName = new Map<string, string>();
      for (const type of types) typeByName.set(lower(type.nameArabic), type.id).set(lower(type.name), type.id);
      const typeIds = [...new Set(records.map((r) => typeByName.get(lower(r.vehicle_type ?? ""))))].filter(
        (id): id is string => !!id,
      );
      const makes = typeIds.length
        ? await db
            .select({ id: vehicleMakes.id, typeId: vehicleMakes.typeId, name: vehicleMakes.name })
            .from(vehicleMakes)
            .where(inArray(vehicleMakes.typeId, typeIds))
        : [];
      const modelNames = [...new Set(records.map((r) => lower(r.model ?? "")))].filter(Boolean);
      const models =
        makes.length && modelNames.length
          ? await db
              .select({ id: vehicleModels.id, makeId: vehicleModels.makeId, name: vehicleModels.name })
              .from(vehicleModels)
              .where(
                and(
                  inArray(
                    vehicleModels.makeId,
                    makes.map((make) => make.id),
                  ),
                  inArray(sql`lower(${vehicleModels.name})`, modelNames),
                ),
              )
          : [];
      const rules = await rulesOf(companyId);
      const key = (parent: string, name: string) => `${parent}/${lower(name)}`;
      const makeIds = new Map(makes.map((make) => [key(make.typeId, make.name), make.id]));
      const modelIds = new Map(models.map((model) => [key(model.makeId, model.name), model.id]));
      const ruleIds = new Map([...rules.values()].map((rule) => [lower(rule.name), rule.id]));
      return {
        lookup: {
          typeId: (name) => typeByName.get(lower(name)) ?? null,
          makeId: (typeId, name) => makeIds.get(key(typeId, name)) ?? null,
          modelId: (makeId, name) => modelIds.get(key(makeId, name)) ?? null,
          ruleId: (name) => ruleIds.get(lower(name)) ?? null,
        },
        rules,
      };
    },
  };
}

export type VehicleReferences = ReturnType<typeof createVehicleReferences>;
