import "../../../shared/ui/select-styles";
import { Button, Group, Select, Stack } from "@mantine/core";
import { TaxRateBody, type TaxRateDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { LazyDateField } from "../../../shared/forms/lazy-date-fields";
import { NumberField } from "../../../shared/forms/number-field";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { FormError } from "../../../shared/ui/form-error";
import { notify } from "../../../shared/ui/notify";
import { SectionCard } from "../../../shared/ui/section-card";
import { StaticTable } from "../../../shared/ui/static-table";
import { useLocationOptions } from "../../reference/location/location-fields";
import { useCountries, useStates } from "../../reference/location/use-locations";
import { useAddTaxRate } from "./settings-hooks";

/**
 * The tax on the commission by place and date: a province's rate, or its whole country's where no
 * province has one. The company's address picks the rate in force on the day.
 */
export function TaxRatesSection({ rates, canEdit }: { rates: TaxRateDto[]; canEdit: boolean }) {
  const { t } = useTranslation();
  const clock = useTenantClock();
  return (
    <SectionCard title={t("ops.settings.tax.title")}>
      <StaticTable<TaxRateDto>
        label={t("ops.settings.tax.title")}
        rows={rates}
        rowKey={(rate) => rate._id}
        empty={t("ops.settings.tax.empty")}
        columns={[
          { key: "country", header: t("fields.country"), render: (r) => r.country_name },
          {
            key: "state",
            header: t("fields.state"),
            isMain: true,
            render: (r) => r.state_name ?? t("ops.settings.tax.whole_country"),
          },
          { key: "rate", header: t("ops.settings.tax.rate"), render: (r) => <bdi dir="ltr">{`${r.rate}%`}</bdi> },
          { key: "from", header: t("ops.settings.tax.effective_from"), render: (r) => clock.date(r.effective_from) },
        ]}
      />
      {canEdit && <TaxRateForm today={clock.today()} />}
    </SectionCard>
  );
}

function TaxRateForm({ today }: { today: string }) {
  const { t } = useTranslation();
  const add = useAddTaxRate();
  const { form, field, formProps, formError } = useSchemaForm(
    TaxRateBody,
    { country_id: "", state_id: null as string | null, rate: "" as number | string, effective_from: today },
    add.error,
  );
  const values = form.getValues();
  const countries = useCountries();
  const states = useStates(values.country_id || null);
  const countryOptions = useLocationOptions(countries.data?.items);
  const stateOptions = useLocationOptions(states.data?.items);

  function handleSubmit(body: TaxRateBody) {
    add.mutate(body, {
      onSuccess: () => {
        notify.success(t("ops.settings.tax.added"));
        form.reset();
      },
    });
  }

  return (
    <form {...formProps(handleSubmit)} aria-label={t("ops.settings.tax.new")}>
      <Stack gap="sm">
        <Group align="flex-start">
          <Select
            label={t("fields.country")}
            placeholder={t("fields.choose_country")}
            withAsterisk
            searchable
            w={220}
            data={countryOptions}
            disabled={countries.isPending}
            value={values.country_id || null}
            onChange={(id) => form.setValues({ country_id: id ?? "", state_id: null })}
            error={field("country_id").error}
          />
          <Select
            label={t("fields.state")}
            placeholder={t("ops.settings.tax.whole_country")}
            searchable
            clearable
            w={220}
            data={stateOptions}
            disabled={!values.country_id}
            value={values.state_id}
            onChange={(id) => form.setFieldValue("state_id", id)}
            error={field("state_id").error}
          />
          <NumberField kind="percent" label={t("ops.settings.tax.rate")} withAsterisk w={140} {...field("rate")} />
          <LazyDateField
            label={t("ops.settings.tax.effective_from")}
            withAsterisk
            w={220}
            value={values.effective_from || null}
            onChange={(date) => form.setFieldValue("effective_from", date ?? "")}
            error={field("effective_from").error}
          />
          <Button type="submit" mt={25} loading={add.isPending}>
            {t("ops.settings.tax.submit")}
          </Button>
        </Group>
        <FormError failure={formError} />
      </Stack>
    </form>
  );
}
