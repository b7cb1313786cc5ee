import { Stack } from "@mantine/core";
import { StatementAccountQuery } from "@pitlane/domain/fleet/statement";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useListQuery } from "../../../shared/api/list-query";
import { PageHeader } from "../../../shared/ui/page-header";
import { RecordLoadState } from "../../../shared/ui/record-load-error";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { StatementAccountForm } from "./statement-account-form";
import { useStatementAccount } from "./statement-hooks";
import { STATEMENTS_PATH } from "./statement-paths";
import { StatementLinesQuery } from "@pitlane/domain/fleet/statement";
import { StatementView } from "./statement-view";

/** `/fleet/statements/account?from=…&to=…`: a statement of account of the range, made on demand. */
export function Component() {
  return (
    <RequirePermission permission="statements.view">
      <AccountStatement />
    </RequirePermission>
  );
}

function AccountStatement() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const range = StatementAccountQuery.safeParse(Object.fromEntries(params));
  if (!range.success) {
    return (
      <Stack gap="lg" maw={1200}>
        <PageHeader title={t("fleet.statement.account.page_title")} />
        <StatementAccountForm />
      </Stack>
    );
  }
  return <AccountStatementOf from={range.data.from} to={range.data.to} />;
}

function AccountStatementOf({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation();
  const { query, setPage } = useListQuery(StatementLinesQuery);
  const statement = useStatementAccount({ ...query, from, to });
  if (!statement.isSuccess) {
    return (
      <RecordLoadState
        record={statement}
        notFoundText={t("fleet.statement.account.not_found")}
        backTo={STATEMENTS_PATH}
        backLabel={t("fleet.statement.back_to_list")}
      />
    );
  }
  return (
    <StatementView
      detail={statement.data}
      title={t("fleet.statement.account.page_title")}
      source={{ from, to }}
      pending={statement.isPlaceholderData}
      onPageChange={setPage}
    >
      <StatementAccountForm key={`${from}-${to}`} initial={[from, to]} />
    </StatementView>
  );
}
