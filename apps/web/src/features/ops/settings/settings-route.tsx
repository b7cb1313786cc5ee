import { Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../shared/session/permissions";
import { PageHeader } from "../../../shared/ui/page-header";
import { RecordLoadState } from "../../../shared/ui/record-load-error";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { HoldExpiryForm } from "./hold-expiry-form";
import { ReceivingAccountsSection } from "./receiving-accounts-section";
import { usePlatformSettings } from "./settings-hooks";
import { TaxRatesSection } from "./tax-rates-section";

/** `/ops/settings`: the platform's money settings. */
export function Component() {
  return (
    <RequirePermission permission="settings.view">
      <Settings />
    </RequirePermission>
  );
}

function Settings() {
  const { t } = useTranslation();
  const settings = usePlatformSettings();
  const canEdit = useCan("settings.edit");
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t("ops.settings.title")} description={t("ops.settings.subtitle")} />
      {settings.isSuccess ? (
        <>
          <HoldExpiryForm minutes={settings.data.hold_expiry_minutes} canEdit={canEdit} />
          <TaxRatesSection rates={settings.data.tax_rates} canEdit={canEdit} />
          <ReceivingAccountsSection accounts={settings.data.receiving_accounts} canEdit={canEdit} />
        </>
      ) : (
        <RecordLoadState
          record={settings}
          notFoundText={t("ops.settings.load_failed")}
          backTo="/ops"
          backLabel={t("ops.settings.back")}
        />
      )}
    </Stack>
  );
}
