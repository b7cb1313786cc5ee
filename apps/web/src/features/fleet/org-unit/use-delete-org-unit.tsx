import type { OrgUnitDto, OrgUnitKind } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useConfirmDelete } from "../../../shared/ui/use-confirm-delete";
import { orgUnitHooks } from "./org-unit-hooks";

/**
 * Asks in a modal naming the unit, then deletes it. A unit with employees cannot be chosen (the list
 * disables its delete); one given employees meanwhile is refused (409) with the reason.
 */
export function useDeleteOrgUnit(kind: OrgUnitKind) {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete(orgUnitHooks[kind].useRemove());
  return (unit: OrgUnitDto) =>
    confirmDelete(unit._id, {
      title: t(`fleet.org.${kind}.delete.title`),
      confirm: t(`fleet.org.${kind}.delete.confirm`, { name: unit.name }),
      done: t(`fleet.org.${kind}.toast.deleted`, { name: unit.name }),
    });
}
