import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { notify } from "../../../shared/ui/notify";
import { useRoleSave } from "./role-hooks";
import { RoleFormPage } from "./role-form-page";
import { ROLE_LIST_PATH } from "./role-paths";

/** `/role/add` */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useRoleSave();

  return (
    <RequirePermission permission="roles.add">
      <RoleFormPage
        pending={save.isPending}
        errors={save.error}
        onCancel={() => void navigate(ROLE_LIST_PATH)}
        onSubmit={(body) =>
          save.mutate(body, {
            onSuccess: () => {
              notify.success(t("shop.role.toast.created"));
              void navigate(ROLE_LIST_PATH);
            },
          })
        }
      />
    </RequirePermission>
  );
}
