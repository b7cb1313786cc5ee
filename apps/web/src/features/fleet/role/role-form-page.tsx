import { FleetRoleBody, type FleetRoleDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { RoleForm } from "../../../shared/ui/role-form";
import { FleetPermissionPicker } from "./fleet-permission-picker";

export interface FleetRoleFormPageProps {
  /** The role being edited; absent when adding. */
  data?: FleetRoleDto;
  pending: boolean;
  /** The failed call, if any: field messages land on their fields, the rest above the button. */
  errors: unknown;
  onSubmit: (body: FleetRoleBody) => void;
  onCancel: () => void;
}

/**
 * Add and edit share this page; each has its own URL. The API's schema checks it first, so an
 * empty name reads "Enter Role Name" and no action ticked "Please select some actions".
 */
export function FleetRoleFormPage({ data, ...props }: FleetRoleFormPageProps) {
  const { t } = useTranslation();
  return (
    <RoleForm
      {...props}
      schema={FleetRoleBody}
      data={data}
      texts={{
        title: data ? t("fleet.org.role.title_edit") : t("fleet.org.role.title_add"),
        name: t("fleet.org.role.fields.name"),
        submit: data ? t("actions.save_changes") : t("fleet.org.role.add"),
      }}
      isNameMarked
      renderPicker={(picker) => <FleetPermissionPicker {...picker} />}
    />
  );
}
