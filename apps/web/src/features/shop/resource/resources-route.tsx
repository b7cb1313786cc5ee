import "@mantine/core/styles/Modal.css";
import { Button, Paper, Stack } from "@mantine/core";
import { ResourceListQuery } from "@pitlane/domain";
import { IconPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useListQuery, useStepBackPastEnd } from "../../../shared/api/list-query";
import { useCan } from "../../../shared/session/permissions";
import { ListError } from "../../../shared/ui/list-error";
import { PageHeader } from "../../../shared/ui/page-header";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { useFormDialog } from "../../../shared/ui/use-form-dialog";
import { ResourceDialog } from "./resource-dialog";
import { useResourceList } from "./resource-hooks";
import { ResourceTable } from "./resource-table";
import { ResourceToolbar } from "./resource-toolbar";
import { useDeleteResource } from "./use-delete-resource";

/** `/settings/resources` */
export function Component() {
  return (
    <RequirePermission permission="resources.view">
      <ResourcesScreen />
    </RequirePermission>
  );
}

/** Bays, lifts and booths per branch, with page, search and branch in the URL; add and edit in a modal. */
function ResourcesScreen() {
  const { t } = useTranslation();
  const { query, setQuery } = useListQuery(ResourceListQuery);
  const list = useResourceList(query);
  const { dialog, openAdd, openEdit, close } = useFormDialog();
  const confirmDelete = useDeleteResource();
  const canAdd = useCan("resources.add");
  const canEdit = useCan("resources.edit");
  const canDelete = useCan("resources.delete");

  useStepBackPastEnd(list.data, query.page, (page) => setQuery({ page }, { replace: true }));

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title={t("shop.resource.title")}
        description={t("shop.resource.subtitle")}
        actions={
          canAdd && (
            <Button onClick={openAdd} leftSection={<IconPlus size={16} />}>
              {t("shop.resource.add")}
            </Button>
          )
        }
      />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Stack>
          <ResourceToolbar query={query} onChange={setQuery} />
          {list.isError ? (
            <ListError error={list.error} onRetry={() => void list.refetch()} />
          ) : (
            <ResourceTable
              data={list.data}
              pending={list.isPending}
              isFiltered={!!query.search || !!query.branch_id}
              canEdit={canEdit}
              canDelete={canDelete}
              onEdit={(resource) => openEdit(resource._id)}
              onDelete={confirmDelete}
              onPageChange={(page) => setQuery({ page })}
            />
          )}
        </Stack>
      </Paper>
      <ResourceDialog dialog={dialog} onClose={close} defaultBranchId={query.branch_id} />
    </Stack>
  );
}
