import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { PageLoader } from "../../../shared/ui/page-loader";
import { RecordLoadError } from "../../../shared/ui/record-load-error";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { notify } from "../../../shared/ui/notify";
import { useRole, useRoleSave } from "./role-hooks";
import { RoleFormPage } from "./role-form-page";
import { ROLE_LIST_PATH } from "./role-paths";

/** `/role/edit?id=<id>` */
export function Component() {
  return (
    <RequirePermission permission="roles.edit">
      <RoleEdit />
    </RequirePermission>
  );
}

function RoleEdit() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const id = searchParams.get("id") ?? "";
  const role = useRole(id);
  const save = useRoleSave();

  if (id && role.isPending) return <PageLoader />;
  if (!id || role.isError || !role.data) {
    return (
      <RecordLoadError
        error={role.error}
        notFoundText={t("refusals.role_not_found")}
        backTo={ROLE_LIST_PATH}
        backLabel={t("shop.role.back_to_list")}
      />
    );
  }

  return (
    <RoleFormPage
      key={role.data._id}
      data={role.data}
      pending={save.isPending}
      errors={save.error}
      onCancel={() => void navigate(ROLE_LIST_PATH)}
      onSubmit={(body) =>
        save.mutate(
          { ...body, id },
          {
            onSuccess: () => {
              notify.success(t("shop.role.toast.updated"));
              void navigate(ROLE_LIST_PATH);
            },
          },
        )
      }
    />
  );
}
