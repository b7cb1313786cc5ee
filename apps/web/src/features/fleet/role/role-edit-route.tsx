import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { notify } from "../../../shared/ui/notify";
import { RecordLoadState } from "../../../shared/ui/record-load-error";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { useFleetRole, useFleetRoleUpdate } from "./role-hooks";
import { FleetRoleFormPage } from "./role-form-page";
import { FLEET_ROLE_LIST_PATH } from "./role-paths";

/** `/fleet/settings/roles/edit/:id` */
export function Component() {
  return (
    <RequirePermission permission="roles.edit">
      <FleetRoleEdit />
    </RequirePermission>
  );
}

function FleetRoleEdit() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useParams().id ?? "";
  const role = useFleetRole(id);
  const update = useFleetRoleUpdate();

  if (!role.isSuccess) {
    return (
      <RecordLoadState
        record={role}
        notFoundText={t("refusals.role_not_found")}
        backTo={FLEET_ROLE_LIST_PATH}
        backLabel={t("fleet.org.role.back_to_list")}
      />
    );
  }

  return (
    <FleetRoleFormPage
      key={role.data._id}
      data={role.data}
      pending={update.isPending}
      errors={update.error}
      onCancel={() => void navigate(FLEET_ROLE_LIST_PATH)}
      onSubmit={(body) =>
        update.mutate(
          { id, body },
          {
            onSuccess: () => {
              notify.success(t("fleet.org.role.toast.updated"));
              void navigate(FLEET_ROLE_LIST_PATH);
            },
          },
        )
      }
    />
  );
}
