import { Alert, Button, Group, Paper, Stack, Title } from "@mantine/core";
import type { BranchListQuery } from "@pitlane/domain";
import { IconPlus } from "@tabler/icons-react";
import { useEffect, useId } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { toFailure } from "../../../shared/api/api-error";
import { failureText } from "../../../shared/forms/messages";
import { useCan } from "../../../shared/session/permissions";
import { useBranchList } from "./branch-hooks";
import { readBranchQuery, toSearchParams } from "./branch-list-query";
import { BranchTable } from "./branch-table";
import { BranchToolbar } from "./branch-toolbar";
import { useDeleteBranch } from "./use-delete-branch";

/** Section 2 of the store settings: the branches, with page, search, status and sort in the URL. */
export function BranchList() {
  const { t } = useTranslation();
  const headingId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readBranchQuery(searchParams);
  const list = useBranchList(query);
  const confirmDelete = useDeleteBranch();
  const canAdd = useCan("branches.add");
  const canEdit = useCan("branches.edit");
  const canDelete = useCan("branches.delete");

  function handleChange(patch: Partial<BranchListQuery>, options?: { replace: boolean }) {
    setSearchParams(toSearchParams({ ...query, ...patch }), { replace: options?.replace ?? false });
  }

  // Deleting the last row of the last page leaves an empty page: step back to the new last page.
  const lastPage = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.limit)) : 1;
  const isPastEnd = !!list.data && list.data.items.length === 0 && query.page > lastPage;
  useEffect(() => {
    if (isPastEnd) setSearchParams(toSearchParams({ ...query, page: lastPage }), { replace: true });
  }, [isPastEnd, lastPage, query, setSearchParams]);

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
        <BranchToolbar query={query} onChange={handleChange} />
        {list.isError ? (
          <Alert role="alert" color="red" variant="light">
            <Stack gap="xs" align="flex-start">
              {failureText(t, toFailure(list.error))}
              <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
                {t("actions.retry")}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <BranchTable
            data={list.data}
            pending={list.isPending}
            isFiltered={!!query.search || query.status !== "all"}
            canEdit={canEdit}
            canDelete={canDelete}
            onDelete={confirmDelete}
            onPageChange={(page) => handleChange({ page })}
          />
        )}
      </Stack>
    </Paper>
  );
}
