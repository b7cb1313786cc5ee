import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { RecordLoadState } from "../../../shared/ui/record-load-error";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { TransactionDetailPage } from "../../fleet/index";
import { useCompany } from "./company-hooks";
import { companyPurchasesPath } from "./company-paths";
import { purchasePhotoFetcher, useCompanyPurchase } from "./company-purchase-hooks";

/** `/ops/companies/:companyId/purchases/:id`: one purchase of the company, its money's path and its photos. */
export function Component() {
  const { companyId = "", id = "" } = useParams();
  return (
    <RequirePermission permission="companies.view">
      <CompanyPurchase companyId={companyId} id={id} />
    </RequirePermission>
  );
}

function CompanyPurchase({ companyId, id }: { companyId: string; id: string }) {
  const { t } = useTranslation();
  const company = useCompany(companyId);
  const purchase = useCompanyPurchase(companyId, id);
  const backTo = companyPurchasesPath(companyId);

  // The purchase answers 404 for an unknown company too: one "not found" covers both.
  if (!purchase.isSuccess || !company.isSuccess) {
    return (
      <RecordLoadState
        record={purchase.isSuccess ? company : purchase}
        notFoundText={t("fleet.transaction.detail.not_found")}
        backTo={backTo}
        backLabel={t("ops.company.purchases.back")}
      />
    );
  }
  return (
    <TransactionDetailPage
      transaction={purchase.data}
      backTo={backTo}
      backLabel={t("ops.company.purchases.back_to", { company: `\u2068${company.data.company_name}\u2069` })}
      fetchPhoto={purchasePhotoFetcher(companyId, id)}
    />
  );
}
