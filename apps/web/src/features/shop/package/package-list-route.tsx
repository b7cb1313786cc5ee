import { Button, Paper, Stack } from "@mantine/core";
import { PackageListQuery } from "@pitlane/domain";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useListQuery, useStepBackPastEnd } from "../../../shared/api/list-query";
import { useCan } from "../../../shared/session/permissions";
import { ListError } from "../../../shared/ui/list-error";
import { PageHeader } from "../../../shared/ui/page-header";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { usePackageList } from "./package-hooks";
import { PACKAGE_ADD_PATH } from "./package-paths";
import { PackageTable } from "./package-table";
import { PackageToolbar } from "./package-toolbar";
import { useBranchOptions } from "./use-branch-options";
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
  const { query, setQuery } = useListQuery(PackageListQuery);
  const list = usePackageList(query);
  const branches = useBranchOptions({});
  const confirmDelete = useDeletePackage();
  const canAdd = useCan("packages.add");
  const canEdit = useCan("packages.edit");
  const canDelete = useCan("packages.delete");

  useStepBackPastEnd(list.data, query.page, (page) => setQuery({ page }, { replace: true }));

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader
        title={t("shop.package.title")}
        description={t("shop.package.subtitle")}
        actions={
          canAdd && (
            <Button component={Link} to={PACKAGE_ADD_PATH} leftSection={<IconPlus size={16} />}>
              {t("shop.package.add")}
            </Button>
          )
        }
      />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Stack>
          <PackageToolbar query={query} branches={branches.options} onChange={setQuery} />
          {list.isError ? (
            <ListError error={list.error} onRetry={() => void list.refetch()} />
          ) : (
            <PackageTable
              data={list.data}
              pending={list.isPending}
              isFiltered={!!query.search || !!query.branch_id || query.status !== "all"}
              canEdit={canEdit}
              canDelete={canDelete}
              onDelete={confirmDelete}
              onPageChange={(page) => setQuery({ page })}
            />
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
