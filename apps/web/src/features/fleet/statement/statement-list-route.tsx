import { Paper, Stack } from "@mantine/core";
import { StatementListQuery } from "@pitlane/domain/fleet/statement";
import { useTranslation } from "react-i18next";
import { useListPage } from "../../../shared/api/list-query";
import { ListError } from "../../../shared/ui/list-error";
import { PageHeader } from "../../../shared/ui/page-header";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { StatementAccountForm } from "./statement-account-form";
import { useStatementList } from "./statement-hooks";
import { StatementTable } from "./statement-table";

/** `/fleet/statements`: the company's monthly statements (the page in the URL), and a statement of account on demand. */
export function Component() {
  return (
    <RequirePermission permission="statements.view">
      <StatementList />
    </RequirePermission>
  );
}

function StatementList() {
  const { t } = useTranslation();
  const { setPage, list } = useListPage(StatementListQuery, useStatementList);
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={t("fleet.statement.title")} description={t("fleet.statement.subtitle")} />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        {list.isError ? (
          <ListError
            error={list.error}
            text={t("fleet.statement.list.load_failed")}
            onRetry={() => void list.refetch()}
          />
        ) : (
          <StatementTable data={list.data} pending={list.isPending} onPageChange={setPage} />
        )}
      </Paper>
      <StatementAccountForm />
    </Stack>
  );
}
