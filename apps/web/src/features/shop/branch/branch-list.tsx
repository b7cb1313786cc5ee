import { Group, Paper, Stack, Title } from "@mantine/core";
import { BranchListQuery } from "@pitlane/domain";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useListPage } from "../../../shared/api/list-query";
import { useCan } from "../../../shared/session/permissions";
import { AddButton, ListBody } from "../../../shared/ui/list-screen";
import { NameStatusToolbar } from "../../../shared/ui/name-status-toolbar";
import { useBranchList } from "./branch-hooks";
import { BranchTable } from "./branch-table";
import { useDeleteBranch } from "./use-delete-branch";

/** Section 2 of the store settings: the branches, with page, search, status and sort in the URL. */
export function BranchList() {
  const { t } = useTranslation();
  const headingId = useId();
  const { query, setQuery, setPage, list } = useListPage(BranchListQuery, useBranchList);
  const confirmDelete = useDeleteBranch();
  const canAdd = useCan("branches.add");
  const canEdit = useCan("branches.edit");
  const canDelete = useCan("branches.delete");

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" component="section" aria-labelledby={headingId}>
      <Stack>
        <Group justify="space-between">
          <Title order={2} fz="lg" id={headingId}>
            {t("shop.store.section_branches")}
          </Title>
          {canAdd && <AddButton add={{ label: t("shop.branch.add"), to: "/settings/store/branches/add" }} />}
        </Group>
        <ListBody
          toolbar={
            <NameStatusToolbar
              query={query}
              searchPlaceholder={t("shop.branch.list.search_placeholder")}
              onChange={setQuery}
            />
          }
          list={list}
        >
          <BranchTable
            data={list.data}
            pending={list.isPending}
            isFiltered={!!query.search || query.status !== "all"}
            canEdit={canEdit}
            canDelete={canDelete}
            onDelete={confirmDelete}
            onPageChange={setPage}
          />
        </ListBody>
      </Stack>
    </Paper>
  );
}
