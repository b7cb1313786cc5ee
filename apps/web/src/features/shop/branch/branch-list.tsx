import { Button, Group, Paper, Stack, Title } from "@mantine/core";
import { BranchListQuery } from "@pitlane/domain";
import { IconPlus } from "@tabler/icons-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useListQuery, useStepBackPastEnd } from "../../../shared/api/list-query";
import { useCan } from "../../../shared/session/permissions";
import { ListError } from "../../../shared/ui/list-error";
import { useBranchList } from "./branch-hooks";
import { BranchTable } from "./branch-table";
import { BranchToolbar } from "./branch-toolbar";
import { useDeleteBranch } from "./use-delete-branch";

/** Section 2 of the store settings: the branches, with page, search, status and sort in the URL. */
export function BranchList() {
  const { t } = useTranslation();
  const headingId = useId();
  const { query, setQuery } = useListQuery(BranchListQuery);
  const list = useBranchList(query);
  const confirmDelete = useDeleteBranch();
  const canAdd = useCan("branches.add");
  const canEdit = useCan("branches.edit");
  const canDelete = useCan("branches.delete");

  useStepBackPastEnd(list.data, query.page, (page) => setQuery({ page }, { replace: true }));

  return (
    <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md" component="section" aria-labelledby={headingId}>
      <Stack>
        <Group justify="space-between">
          <Title order={2} fz="lg" id={headingId}>
            {t("shop.store.section_branches")}
          </Title>
          {canAdd && (
            <Button component={Link} to="/settings/store/branches/add" leftSection={<IconPlus size={16} />}>
              {t("shop.branch.add")}
            </Button>
          )}
        </Group>
        <BranchToolbar query={query} onChange={setQuery} />
        {list.isError ? (
          <ListError error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <BranchTable
            data={list.data}
            pending={list.isPending}
            isFiltered={!!query.search || query.status !== "all"}
            canEdit={canEdit}
            canDelete={canDelete}
            onDelete={confirmDelete}
            onPageChange={(page) => setQuery({ page })}
          />
        )}
      </Stack>
    </Paper>
  );
}
