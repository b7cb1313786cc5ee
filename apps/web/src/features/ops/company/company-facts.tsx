import { SimpleGrid } from "@mantine/core";
import type { BalanceDto, OpsCompanyDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { DetailItem } from "../../../shared/ui/detail-item";
import { AmountIn } from "../../../shared/ui/money";
import { SectionCard } from "../../../shared/ui/section-card";
import { CompanyStatusBadge } from "../shared/company-status-badge";

/** Who the company is, where, and its state (with the suspension's reason). */
export function CompanyFactsCard({ company }: { company: OpsCompanyDto }) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  return (
    <SectionCard title={t("ops.company.details")}>
      <SimpleGrid cols={2}>
        <DetailItem label={t("ops.company.columns.merchant_id")}>
          <bdi dir="ltr">{company.merchant_id}</bdi>
        </DetailItem>
        <DetailItem label={t("fields.email")}>
          <bdi dir="ltr">{company.email}</bdi>
        </DetailItem>
        <DetailItem
          label={t("ops.company.columns.place")}
        >{`${company.state_name}, ${company.country_code}`}</DetailItem>
        <DetailItem label={t("ops.company.created_at")}>{clock.date(company.created_at)}</DetailItem>
        <DetailItem label={t("fields.status")}>
          <CompanyStatusBadge status={company.status} />
        </DetailItem>
        {company.status === "suspended" && (
          <DetailItem label={t("ops.company.suspended_because")}>
            <bdi>{company.suspended_reason}</bdi>
            {company.suspended_at && ` (${clock.dateTime(company.suspended_at)})`}
          </DetailItem>
        )}
      </SimpleGrid>
    </SectionCard>
  );
}

/** The wallet: posted, kept by holds at the pump, available, and money on its way. */
export function CompanyBalanceCard({ balance }: { balance: BalanceDto }) {
  const { t } = useTranslation();
  const parts = ["available", "posted", "on_hold", "pending_top_ups"] as const;
  return (
    <SectionCard title={t("ops.company.balance.title")}>
      <SimpleGrid cols={2}>
        {parts.map((part) => (
          <DetailItem
            key={part}
            label={t(`ops.company.balance.${part}`)}
            size={part === "available" ? "xl" : undefined}
          >
            <AmountIn amount={balance[part]} currency={balance.currency} />
          </DetailItem>
        ))}
      </SimpleGrid>
    </SectionCard>
  );
}
