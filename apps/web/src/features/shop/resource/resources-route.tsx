import "@mantine/core/styles/Modal.css";
import { ResourceListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useListPage } from "../../../shared/api/list-query";
import { useCan } from "../../../shared/session/permissions";
import { ListScreen } from "../../../shared/ui/list-screen";
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
  const { query, setQuery, setPage, list } = useListPage(ResourceListQuery, useResourceList);
  const { dialog, openAdd, openEdit, close } = useFormDialog();
  const confirmDelete = useDeleteResource();
  const canAdd = useCan("resources.add");
  const canEdit = useCan("resources.edit");
  const canDelete = useCan("resources.delete");

  return (
    <ListScreen
      title={t("shop.resource.title")}
      description={t("shop.resource.subtitle")}
      add={canAdd && { label: t("shop.resource.add"), onClick: openAdd }}
      toolbar={<ResourceToolbar query={query} onChange={setQuery} />}
      list={list}
      dialog={<ResourceDialog dialog={dialog} onClose={close} defaultBranchId={query.branch_id} />}
      maw={1100}
    >
      <ResourceTable
        data={list.data}
        pending={list.isPending}
        isFiltered={!!query.search || !!query.branch_id}
        canEdit={canEdit}
        canDelete={canDelete}
        onEdit={(resource) => openEdit(resource._id)}
        onDelete={confirmDelete}
        onPageChange={setPage}
      />
    </ListScreen>
  );
}
