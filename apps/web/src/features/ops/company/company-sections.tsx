import "@mantine/core/styles/Tabs.css";
import { Tabs } from "@mantine/core";
import type { OpsCompanyDto } from "@pitlane/domain";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { PageHeader } from "../../../shared/ui/page-header";
import { companyPath, companyPurchasesPath } from "./company-paths";

/** The company's name and merchant id, then its two screens: the overview and its purchases. */
export function CompanyHeading({ company, actions }: { company: OpsCompanyDto; actions?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const overview = companyPath(company._id);
  const purchases = companyPurchasesPath(company._id);
  return (
    <>
      <PageHeader title={company.company_name} description={company.merchant_id} actions={actions} />
      <Tabs value={pathname.startsWith(purchases) ? purchases : overview} onChange={(to) => to && void navigate(to)}>
        <Tabs.List aria-label={t("ops.company.sections.label")}>
          <Tabs.Tab value={overview}>{t("ops.company.sections.overview")}</Tabs.Tab>
          <Tabs.Tab value={purchases}>{t("ops.company.sections.purchases")}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
    </>
  );
}
