import { StatementLinesQuery } from "@pitlane/domain/fleet/statement";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useListQuery } from "../../../shared/api/list-query";
import { RecordLoadState } from "../../../shared/ui/record-load-error";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { useStatement } from "./statement-hooks";
import { STATEMENTS_PATH } from "./statement-paths";
import { StatementView } from "./statement-view";

/** `/fleet/statements/:id`: one month's statement, the page of its purchases in the URL. */
export function Component() {
  return (
    <RequirePermission permission="statements.view">
      <StatementDetail />
    </RequirePermission>
  );
}

function StatementDetail() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const { query, setPage } = useListQuery(StatementLinesQuery);
  const statement = useStatement(id, query);
  if (!statement.isSuccess) {
    return (
      <RecordLoadState
        record={statement}
        notFoundText={t("fleet.statement.detail.not_found")}
        backTo={STATEMENTS_PATH}
        backLabel={t("fleet.statement.back_to_list")}
      />
    );
  }
  const s = statement.data.statement;
  return (
    <StatementView
      detail={statement.data}
      title={t("fleet.statement.detail.title", { number: s.number })}
      source={{ id, number: s.number ?? 0, month: s.month ?? s.from }}
      pending={statement.isPlaceholderData}
      onPageChange={setPage}
    />
  );
}
