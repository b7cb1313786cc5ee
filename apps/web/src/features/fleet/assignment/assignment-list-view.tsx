import "@mantine/core/styles/Tabs.css";
import { Group, Tabs } from "@mantine/core";
import { AssignmentListQuery, AssignmentStatusFilter, type AssignmentDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useListPage } from "../../../shared/api/list-query";
import { useCan } from "../../../shared/session/permissions";
import { ListBody } from "../../../shared/ui/list-screen";
import { SearchInput } from "../../../shared/ui/search-input";
import { useAssignmentList } from "./assignment-hooks";
import { AssignmentTable } from "./assignment-table";
import { useAssignmentActions } from "./use-assignment-actions";

interface Props {
  onDetails: (id: string) => void;
  onEdit: (id: string) => void;
}

/** The list view: newest start first; page, search and status in the URL. */
export function AssignmentListView({ onDetails, onEdit }: Props) {
  const { t } = useTranslation();
  const { query, setQuery, setPage, list } = useListPage(AssignmentListQuery, useAssignmentList);
  const actions = useAssignmentActions();
  const canEdit = useCan("assignments.edit");
  const canDelete = useCan("assignments.delete");
  const canViewHistory = useCan("assignments.view_history");

  const toolbar = (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <SearchInput
        placeholder={t("fleet.assignment.list.search_placeholder")}
        value={query.search}
        onSearch={(search) => setQuery({ search, page: 1 }, { replace: true })}
      />
      <Tabs
        value={query.status}
        variant="pills"
        onChange={(value) => setQuery({ status: AssignmentStatusFilter.catch("all").parse(value), page: 1 })}
      >
        <Tabs.List aria-label={t("list.status_filter")}>
          {AssignmentStatusFilter.options.map((status) => (
            <Tabs.Tab key={status} value={status}>
              {status === "all" ? t("statuses.all") : t(`fleet.assignment.statuses.${status}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </Group>
  );

  return (
    <ListBody toolbar={toolbar} list={list}>
      <AssignmentTable
        label={t("fleet.assignment.title")}
        data={list.data}
        pending={list.isPending}
        isFiltered={!!query.search || query.status !== "all"}
        emptyTexts={{ none: t("fleet.assignment.list.empty"), filtered: t("fleet.assignment.list.empty_filtered") }}
        onPageChange={setPage}
        onDetails={(a: AssignmentDto) => onDetails(a._id)}
        onEdit={canEdit ? (a) => onEdit(a._id) : undefined}
        onUnassign={canEdit ? actions.confirmUnassign : undefined}
        onDelete={canDelete ? actions.confirmDelete : undefined}
        canViewHistory={canViewHistory}
      />
    </ListBody>
  );
}
