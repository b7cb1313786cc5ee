import { Alert, Button, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toFailure } from "../../../shared/api/api-error";
import { failureText } from "../../../shared/forms/messages";
import { PageLoader } from "../../../shared/ui/page-loader";
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
    const failure = role.isError ? toFailure(role.error) : null;
    return (
      <Stack align="flex-start" maw={600}>
        <Alert role="alert" color="red" variant="light" w="100%">
          {!failure || failure.code === 404 || failure.code === 400
            ? t("shop.role.not_found")
            : failureText(t, failure)}
        </Alert>
        <Button component={Link} to={ROLE_LIST_PATH} variant="default">
          {t("shop.role.back_to_list")}
        </Button>
      </Stack>
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
