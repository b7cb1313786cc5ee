import type { OrgUnitDto, OrgUnitKind } from "@pitlane/domain";
import type { OrgUnitWithCount } from "./repo.js";

export function toOrgUnitDto(kind: OrgUnitKind, { unit, employeesCount }: OrgUnitWithCount): OrgUnitDto {
  return {
    _id: unit.id,
    // Every query reads one kind, so the row's kind is the one asked for.
    kind,
    name: unit.name,
    employees_count: employeesCount,
    created_at: unit.createdAt.toISOString(),
  };
}

/** The export's columns: what the list shows. */
export const ORG_UNIT_CSV_HEADER = ["Name", "Employees", "Created at"] as const;

export const toOrgUnitCsvRow = ({ unit, employeesCount }: OrgUnitWithCount) =>
  [unit.name, employeesCount, unit.createdAt.toISOString()] as const;
