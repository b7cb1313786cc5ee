import {
  allFleetPermissions,
  fleetPermissionGroupNames,
  fleetPermissionGroups,
  fleetPermissionsOfGroup,
  type FleetPermission,
} from "@pitlane/domain/permissions";
import { useTranslation } from "react-i18next";
import { PermissionPicker } from "../../../shared/ui/permission-picker";

const fleetCatalogue = {
  names: fleetPermissionGroupNames,
  groups: fleetPermissionGroups,
  ofGroup: fleetPermissionsOfGroup,
  all: allFleetPermissions,
};

interface Props {
  value: readonly string[];
  onChange: (permissions: FleetPermission[]) => void;
  /** Already translated ("Please select some actions"). */
  error?: string;
}

/** The fleet catalogue's actions (spec 001 section 6) grouped by area, in the portal's words. */
export function FleetPermissionPicker(props: Props) {
  const { t } = useTranslation();
  return (
    <PermissionPicker
      {...props}
      catalogue={fleetCatalogue}
      texts={{
        heading: t("fleet.org.role.fields.permissions"),
        hint: t("fleet.org.role.form.permissions_hint"),
        selected: (selected, total) => t("fleet.org.role.form.selected", { selected, total }),
        selectAll: t("fleet.org.role.form.select_all"),
        selectAllArea: (area) => t("fleet.org.role.form.select_all_area", { area }),
        area: (group) => t(`fleet.org.role.areas.${group}`),
        action: (action) => t(`fleet.org.role.permissions.${action}`),
      }}
    />
  );
}
