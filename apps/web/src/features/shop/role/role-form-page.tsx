import { RoleSaveBody, type RoleDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { RoleForm } from "../../../shared/ui/role-form";
import { PermissionPicker } from "./permission-picker";

export interface RoleFormPageProps {
  /** The role being edited; absent when adding. */
  data?: RoleDto;
  pending: boolean;
  /** The failed call, if any: field messages land on their fields, the rest above the button. */
  errors: unknown;
  /** The name and the ticked actions; the edit route adds the role's id. */
  onSubmit: (body: RoleSaveBody) => void;
  onCancel: () => void;
}

/** Add and edit share this page; each has its own URL (role-add-route, role-edit-route). */
export function RoleFormPage({ data, ...props }: RoleFormPageProps) {
  const { t } = useTranslation();
  return (
    <RoleForm
      {...props}
      schema={RoleSaveBody}
      data={data}
      texts={{
        title: data ? t("shop.role.title_edit") : t("shop.role.title_add"),
        name: t("shop.role.fields.name"),
        submit: data ? t("actions.save_changes") : t("shop.role.add"),
      }}
      renderPicker={(picker) => <PermissionPicker {...picker} />}
    />
  );
}
