import { Badge, Button, Group, Stack } from "@mantine/core";
import { CommissionRateBody, type CommissionRateDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { LazyDateField } from "../../../shared/forms/lazy-date-fields";
import { NumberField } from "../../../shared/forms/number-field";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { useCan } from "../../../shared/session/permissions";
import { FormError } from "../../../shared/ui/form-error";
import { ListError } from "../../../shared/ui/list-error";
import { notify } from "../../../shared/ui/notify";
import { SectionCard } from "../../../shared/ui/section-card";
import { StaticTable } from "../../../shared/ui/static-table";
import { useCommissionRates, useSetCommission } from "./company-hooks";

/** The company's commission: every rate with the day it applies from, newest first, and a new one. */
export function CommissionSection({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  const rates = useCommissionRates(companyId);
  const canEdit = useCan("settings.edit");
  const today = clock.today();
  // The rate in force: the newest that has started.
  const inForce = rates.data?.find((rate) => rate.effective_from <= today)?._id;

  return (
    <SectionCard title={t("ops.company.commission.title")}>
      {rates.isError ? (
        <ListError error={rates.error} onRetry={() => void rates.refetch()} />
      ) : (
        <StaticTable<CommissionRateDto>
          label={t("ops.company.commission.title")}
          rows={rates.data ?? []}
          rowKey={(rate) => rate._id}
          empty={rates.isPending ? t("loading") : t("ops.company.commission.empty")}
          columns={[
            {
              key: "rate",
              header: t("ops.company.commission.rate"),
              isMain: true,
              render: (rate) => <bdi dir="ltr">{`${rate.rate}%`}</bdi>,
            },
            {
              key: "from",
              header: t("ops.company.commission.effective_from"),
              render: (rate) => (
                <Group gap="xs">
                  {clock.date(rate.effective_from)}
                  {rate._id === inForce && (
                    <Badge variant="light" color="teal">
                      {t("ops.company.commission.in_force")}
                    </Badge>
                  )}
                </Group>
              ),
            },
            {
              key: "set",
              header: t("ops.company.commission.set_at"),
              render: (rate) => clock.dateTime(rate.created_at),
            },
          ]}
        />
      )}
      {canEdit && <CommissionForm companyId={companyId} today={today} />}
    </SectionCard>
  );
}

function CommissionForm({ companyId, today }: { companyId: string; today: string }) {
  const { t } = useTranslation();
  const setCommission = useSetCommission(companyId);
  const { form, field, formProps, formError } = useSchemaForm(
    CommissionRateBody,
    { rate: "" as number | string, effective_from: today },
    setCommission.error,
  );

  function handleSubmit(body: CommissionRateBody) {
    setCommission.mutate(body, {
      onSuccess: () => {
        notify.success(t("ops.company.commission.saved"));
        form.reset();
      },
    });
  }

  return (
    <form {...formProps(handleSubmit)} aria-label={t("ops.company.commission.new")}>
      <Stack gap="sm">
        <Group align="flex-start">
          <NumberField
            kind="percent"
            label={t("ops.company.commission.rate")}
            withAsterisk
            w={160}
            {...field("rate")}
          />
          <LazyDateField
            label={t("ops.company.commission.effective_from")}
            withAsterisk
            w={220}
            value={form.getValues().effective_from || null}
            onChange={(date) => form.setFieldValue("effective_from", date ?? "")}
            error={field("effective_from").error}
          />
          <Button type="submit" mt={25} loading={setCommission.isPending}>
            {t("ops.company.commission.submit")}
          </Button>
        </Group>
        <FormError failure={formError} />
      </Stack>
    </form>
  );
}
