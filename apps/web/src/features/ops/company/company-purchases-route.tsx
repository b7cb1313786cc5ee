import { Paper, Stack } from "@mantine/core";
import { TransactionListQuery } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useListPage } from "../../../shared/api/list-query";
import { ListBody } from "../../../shared/ui/list-screen";
import { RecordLoadState } from "../../../shared/ui/record-load-error";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { TransactionTable, TransactionToolbar, isTransactionFilter } from "../../fleet/index";
import { useCompany } from "./company-hooks";
import { COMPANIES_PATH, companyPurchasePath } from "./company-paths";
import { useCompanyPurchases } from "./company-purchase-hooks";
import { CompanyHeading } from "./company-sections";

/**
 * `/ops/companies/:companyId/purchases`: the company's purchases at the pump as its fleet managers
 * see them; page, status, dates and search in the URL.
 */
export function Component() {
  return (
    <RequirePermission permission="companies.view">
      <CompanyPurchases companyId={useParams().companyId ?? ""} />
    </RequirePermission>
  );
}

function CompanyPurchases({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const company = useCompany(companyId);
  const useList = (query: TransactionListQuery) => useCompanyPurchases(companyId, query);
  const { query, setQuery, setPage, list } = useListPage(TransactionListQuery, useList);
  const isFiltered = isTransactionFilter(query);

  if (!company.isSuccess) {
    return (
      <RecordLoadState
        record={company}
        notFoundText={t("ops.company.not_found")}
        backTo={COMPANIES_PATH}
        backLabel={t("ops.company.back")}
      />
    );
  }
  return (
    <Stack gap="lg" maw={1600}>
      <CompanyHeading company={company.data} />
      <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
        <Stack>
          <ListBody toolbar={<TransactionToolbar query={query} onChange={setQuery} />} list={list}>
            <TransactionTable
              data={list.data}
              pending={list.isPending}
              isFiltered={isFiltered}
              onPageChange={setPage}
              pathOf={(id) => companyPurchasePath(companyId, id)}
              emptyText={t("ops.company.purchases.empty")}
            />
          </ListBody>
        </Stack>
      </Paper>
    </Stack>
  );
}
