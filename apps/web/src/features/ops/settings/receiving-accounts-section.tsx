import type { PlatformSettingsDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { SectionCard } from "../../../shared/ui/section-card";
import { StaticTable } from "../../../shared/ui/static-table";

type Account = PlatformSettingsDto["receiving_accounts"][number];

/** The platform's bank accounts the companies pay into, per country (read only: they are set in the code). */
export function ReceivingAccountsSection({ accounts }: { accounts: Account[] }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t("ops.settings.accounts.title")}>
      <StaticTable<Account>
        label={t("ops.settings.accounts.title")}
        rows={accounts}
        rowKey={(account) => `${account.country}-${account.bank_code}`}
        empty={t("ops.settings.accounts.empty")}
        columns={[
          { key: "country", header: t("fields.country"), render: (a) => a.country },
          { key: "bank", header: t("ops.settings.accounts.bank"), isMain: true, render: (a) => a.bank_name },
          {
            key: "title",
            header: t("ops.settings.accounts.account_title"),
            render: (a) => <bdi>{a.account_title}</bdi>,
          },
          { key: "iban", header: t("ops.settings.accounts.iban"), render: (a) => <bdi dir="ltr">{a.iban}</bdi> },
        ]}
      />
    </SectionCard>
  );
}
