import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { notify } from "../../../shared/ui/notify";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { useFleetRoleCreate } from "./role-hooks";
import { FleetRoleFormPage } from "./role-form-page";
import { FLEET_ROLE_LIST_PATH } from "./role-paths";

/** `/fleet/settings/roles/add` */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useFleetRoleCreate();

  return (
    <RequirePermission permission="roles.add">
      <FleetRoleFormPage
        pending={create.isPending}
        errors={create.error}
        onCancel={() => void navigate(FLEET_ROLE_LIST_PATH)}
        onSubmit={(body) =>
          create.mutate(body, {
            onSuccess: () => {
              notify.success(t("fleet.org.role.toast.created"));
              void navigate(FLEET_ROLE_LIST_PATH);
            },
          })
        }
      />
    </RequirePermission>
  );
}
