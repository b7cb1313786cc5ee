import { Alert, Button, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { toFailure } from "../../../shared/api/api-error";
import { failureText } from "../../../shared/forms/messages";
import { notify } from "../../../shared/ui/notify";
import { PageLoader } from "../../../shared/ui/page-loader";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { PackageBuilderPage } from "./package-builder-page";
import { usePackage, usePackageUpdate } from "./package-hooks";
import { PACKAGE_LIST_PATH } from "./package-paths";

/** `/catalog/packages/edit/:id`: the builder filled with the package, saved through add-package with its id. */
export function Component() {
  return (
    <RequirePermission permission="packages.edit">
      <PackageEdit />
    </RequirePermission>
  );
}

function PackageEdit() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = "" } = useParams();
  const pkg = usePackage(id);
  const update = usePackageUpdate();

  if (pkg.isPending) return <PageLoader />;
  if (pkg.isError) {
    const failure = toFailure(pkg.error);
    return (
      <Stack align="flex-start" maw={600}>
        <Alert role="alert" color="red" variant="light" w="100%">
          {failure.code === 404 || failure.code === 400 ? t("shop.package.not_found") : failureText(t, failure)}
        </Alert>
        <Button component={Link} to={PACKAGE_LIST_PATH} variant="default">
          {t("shop.package.back_to_list")}
        </Button>
      </Stack>
    );
  }

  return (
    <PackageBuilderPage
      key={pkg.data._id}
      data={pkg.data}
      pending={update.isPending}
      errors={update.error}
      onCancel={() => void navigate(PACKAGE_LIST_PATH)}
      onSubmit={(body) =>
        update.mutate(
          { id, body },
          {
            onSuccess: (saved) => {
              notify.success(t("shop.package.toast.updated", { name: saved.name }));
              void navigate(PACKAGE_LIST_PATH);
            },
          },
        )
      }
    />
  );
}
