import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { notify } from "../../../shared/ui/notify";
import { RecordLoadState } from "../../../shared/ui/record-load-error";
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

  if (!pkg.isSuccess) {
    return (
      <RecordLoadState
        record={pkg}
        notFoundText={t("refusals.package_not_found")}
        backTo={PACKAGE_LIST_PATH}
        backLabel={t("shop.package.back_to_list")}
      />
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
