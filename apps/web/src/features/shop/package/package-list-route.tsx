import { PackageListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useListPage } from "../../../shared/api/list-query";
import { useCan } from "../../../shared/session/permissions";
import { ListScreen } from "../../../shared/ui/list-screen";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { useBranchOptions } from "../branch/use-branch-options";
import { usePackageList } from "./package-hooks";
import { PACKAGE_ADD_PATH } from "./package-paths";
import { PackageTable } from "./package-table";
import { PackageToolbar } from "./package-toolbar";
import { useDeletePackage } from "./use-delete-package";

/** `/catalog/packages`: the packages, with page, search, branch and status in the URL. */
export function Component() {
  return (
    <RequirePermission permission="packages.view">
      <PackageList />
    </RequirePermission>
  );
}

function PackageList() {
  const { t } = useTranslation();
  const { query, setQuery, setPage, list } = useListPage(PackageListQuery, usePackageList);
  const branches = useBranchOptions();
  const confirmDelete = useDeletePackage();
  const canAdd = useCan("packages.add");
  const canEdit = useCan("packages.edit");
  const canDelete = useCan("packages.delete");

  return (
    <ListScreen
      title={t("shop.package.title")}
      description={t("shop.package.subtitle")}
      add={canAdd && { label: t("shop.package.add"), to: PACKAGE_ADD_PATH }}
      toolbar={<PackageToolbar query={query} branches={branches.options} onChange={setQuery} />}
      list={list}
    >
      <PackageTable
        data={list.data}
        pending={list.isPending}
        isFiltered={!!query.search || !!query.branch_id || query.status !== "all"}
        canEdit={canEdit}
        canDelete={canDelete}
        onDelete={confirmDelete}
        onPageChange={setPage}
      />
    </ListScreen>
  );
}
