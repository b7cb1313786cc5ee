import type { PackageDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useConfirmDelete } from "../../../shared/ui/use-confirm-delete";
import { usePackageRemove } from "./package-hooks";

/** Asks in a modal naming the package, then deletes and says so. */
export function useDeletePackage() {
  const { t } = useTranslation();
  const confirmDelete = useConfirmDelete(usePackageRemove());
  return (pkg: PackageDto) =>
    confirmDelete(pkg._id, {
      title: t("shop.package.delete.title"),
      confirm: t("shop.package.delete.confirm", { name: pkg.name }),
      done: t("shop.package.toast.deleted", { name: pkg.name }),
    });
}
