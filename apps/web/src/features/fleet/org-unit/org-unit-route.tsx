import { ORG_UNIT_GROUPS, OrgUnitListQuery, type OrgUnitKind } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useListPage } from "../../../shared/api/list-query";
import { useCan } from "../../../shared/session/permissions";
import { ListScreen } from "../../../shared/ui/list-screen";
import { notify } from "../../../shared/ui/notify";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { useFormDialog } from "../../../shared/ui/use-form-dialog";
import { OrgUnitDialog } from "./org-unit-dialog";
import { orgUnitHooks, useBranchExport } from "./org-unit-hooks";
import { OrgUnitTable } from "./org-unit-table";
import { OrgUnitToolbar } from "./org-unit-toolbar";
import { useDeleteOrgUnit } from "./use-delete-org-unit";

/**
 * `/fleet/settings/branches`, `/departments` and `/designations`: one screen for the three kinds.
 * Page, search and sort in the URL; add and rename open a modal (also in the URL).
 */
function OrgUnitRoute({ kind }: { kind: OrgUnitKind }) {
  return (
    <RequirePermission permission={`${ORG_UNIT_GROUPS[kind]}.view`}>
      <OrgUnitScreen key={kind} kind={kind} />
    </RequirePermission>
  );
}

function OrgUnitScreen({ kind }: { kind: OrgUnitKind }) {
  const { t } = useTranslation();
  const group = ORG_UNIT_GROUPS[kind];
  const { query, setQuery, setPage, list } = useListPage(OrgUnitListQuery, orgUnitHooks[kind].useList);
  const { dialog, openAdd, openEdit, close } = useFormDialog();
  const confirmDelete = useDeleteOrgUnit(kind);
  const exportBranches = useBranchExport();
  const canAdd = useCan(`${group}.add`);
  const canEdit = useCan(`${group}.edit`);
  const canDelete = useCan(`${group}.delete`);
  // Only branches have an export action in the catalogue (spec 001 section 6).
  const canExport = useCan("branches.export") && kind === "branch";

  /** The file holds what the search finds, every page of it. */
  function handleExport() {
    const { page: _page, limit: _limit, ...filters } = query;
    exportBranches.mutate(filters, { onError: () => notify.error(t("fleet.org.export_failed")) });
  }

  return (
    <ListScreen
      title={t(`fleet.org.${kind}.title`)}
      description={t(`fleet.org.${kind}.subtitle`)}
      add={canAdd && { label: t(`fleet.org.${kind}.add`), onClick: openAdd }}
      toolbar={
        <OrgUnitToolbar
          kind={kind}
          query={query}
          onChange={setQuery}
          onExport={canExport ? handleExport : undefined}
          isExporting={exportBranches.isPending}
        />
      }
      list={list}
      dialog={<OrgUnitDialog kind={kind} dialog={dialog} onClose={close} />}
      maw={900}
    >
      <OrgUnitTable
        kind={kind}
        data={list.data}
        pending={list.isPending}
        isFiltered={!!query.search}
        canEdit={canEdit}
        canDelete={canDelete}
        onEdit={(unit) => openEdit(unit._id)}
        onDelete={confirmDelete}
        onPageChange={setPage}
      />
    </ListScreen>
  );
}

/** The lazy route modules of the three screens: `lazy: () => import(...).then((m) => m.branches)`. */
export const branches = { Component: () => <OrgUnitRoute kind="branch" /> };
export const departments = { Component: () => <OrgUnitRoute kind="department" /> };
export const designations = { Component: () => <OrgUnitRoute kind="designation" /> };
