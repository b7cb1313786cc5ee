import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { RecordLoadState } from "../../../shared/ui/record-load-error";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { TransactionDetailPage } from "./transaction-detail-page";
import { useTransaction } from "./transaction-hooks";
import { TRANSACTIONS_PATH } from "./transaction-paths";

/** `/fleet/transactions/:id`: one purchase with its history. */
export function Component() {
  return (
    <RequirePermission permission="transactions.view">
      <TransactionDetail />
    </RequirePermission>
  );
}

function TransactionDetail() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const transaction = useTransaction(id);
  if (!transaction.isSuccess) {
    return (
      <RecordLoadState
        record={transaction}
        notFoundText={t("fleet.transaction.detail.not_found")}
        backTo={TRANSACTIONS_PATH}
        backLabel={t("fleet.transaction.back_to_list")}
      />
    );
  }
  return (
    <TransactionDetailPage
      transaction={transaction.data}
      backTo={TRANSACTIONS_PATH}
      backLabel={t("fleet.transaction.back_to_list")}
    />
  );
}
