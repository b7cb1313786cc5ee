import { Button, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import { SuspendBody } from "@pitlane/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { toFailure } from "../../../shared/api/api-error";
import { failureText } from "../../../shared/forms/messages";
import { useCan } from "../../../shared/session/permissions";
import { notify } from "../../../shared/ui/notify";
import { RecordLoadState } from "../../../shared/ui/record-load-error";
import { RequirePermission } from "../../../shared/ui/require-permission";
import { ReasonDialog } from "../../../shared/ui/reason-dialog";
import { CommissionSection } from "./commission-section";
import { CompanyBalanceCard, CompanyFactsCard } from "./company-facts";
import { useCompany, useSetCompanyStatus } from "./company-hooks";
import { CompanyLedger } from "./company-ledger";
import { COMPANIES_PATH } from "./company-paths";
import { CompanyHeading } from "./company-sections";

/** `/ops/companies/:companyId`: the company, its balance, its ledger and its commission (its purchases are a tab beside). */
export function Component() {
  return (
    <RequirePermission permission="companies.view">
      <CompanyDetail companyId={useParams().companyId ?? ""} />
    </RequirePermission>
  );
}

function CompanyDetail({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const company = useCompany(companyId);
  const setStatus = useSetCompanyStatus(companyId);
  const canSuspend = useCan("companies.suspend");
  const canSeeCommission = useCan("settings.view");
  const [isSuspending, setIsSuspending] = useState(false);

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
  const data = company.data;

  function closeSuspend() {
    setStatus.reset();
    setIsSuspending(false);
  }

  function handleSuspend(reason: string) {
    setStatus.mutate(
      { suspend: { reason } },
      {
        onSuccess: () => {
          notify.success(t("ops.company.suspend.done", { company: data.company_name }));
          closeSuspend();
        },
      },
    );
  }

  function handleReactivate() {
    modals.openConfirmModal({
      title: t("ops.company.reactivate.title"),
      centered: true,
      children: <Text size="sm">{t("ops.company.reactivate.text", { company: data.company_name })}</Text>,
      labels: { confirm: t("ops.company.reactivate.confirm"), cancel: t("actions.cancel") },
      onConfirm: () =>
        setStatus.mutate(
          { reactivate: true },
          {
            onSuccess: () => notify.success(t("ops.company.reactivate.done", { company: data.company_name })),
            onError: (error) => notify.error(failureText(t, toFailure(error))),
          },
        ),
    });
  }

  const actions = canSuspend && (
    <Group>
      {data.status === "active" ? (
        <Button color="red" variant="light" onClick={() => setIsSuspending(true)}>
          {t("ops.company.suspend.action")}
        </Button>
      ) : (
        <Button onClick={handleReactivate}>{t("ops.company.reactivate.action")}</Button>
      )}
    </Group>
  );

  return (
    <Stack gap="lg" maw={1200}>
      <CompanyHeading company={data} actions={actions} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <CompanyFactsCard company={data} />
        <CompanyBalanceCard balance={data.balance} />
      </SimpleGrid>
      <CompanyLedger companyId={companyId} currency={data.balance.currency} />
      {canSeeCommission && <CommissionSection companyId={companyId} />}
      <ReasonDialog
        schema={SuspendBody}
        opened={isSuspending}
        title={t("ops.company.suspend.title", { company: data.company_name })}
        warning={t("ops.company.suspend.warning")}
        reasonLabel={t("ops.company.suspend.reason")}
        submitLabel={t("ops.company.suspend.confirm")}
        pending={setStatus.isPending}
        errors={setStatus.error}
        onSubmit={handleSuspend}
        onClose={closeSuspend}
      />
    </Stack>
  );
}
