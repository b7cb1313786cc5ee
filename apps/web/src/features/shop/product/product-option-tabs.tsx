import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/NumberInput.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Switch.css";
import { NumberInput, SimpleGrid, Stack, Switch } from "@mantine/core";
import { DiscountType } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../shared/session/permissions";
import { useSession } from "../../../shared/session/session-store";
import { branchName, useBranchList } from "../branch/branch-hooks";
import { AmountTypeControl } from "../service/amount-type-control";
import { ChoiceList, NotAllowedNote } from "../service/choice-list";
import type { ProductForm } from "./product-form";

/** The branches selling the product. */
export function ProductLocationsTab({ form }: { form: ProductForm }) {
  const { t } = useTranslation();
  const canView = useCan("branches.view");
  if (!canView) return <NotAllowedNote>{t("shop.product.choices.no_branches")}</NotAllowedNote>;
  return <BranchChoices form={form} />;
}

function BranchChoices({ form: { form, field } }: { form: ProductForm }) {
  const { t, i18n } = useTranslation();
  const list = useBranchList({ limit: 100, page: 1, sort: "name", order: "asc" });
  const choices = (list.data?.items ?? []).map((b) => ({
    value: b._id,
    label: branchName(b, i18n.language),
    description: b.active ? undefined : t("statuses.inactive"),
  }));
  return (
    <ChoiceList
      label={t("shop.product.fields.branch_ids")}
      choices={choices}
      value={form.values.branch_ids}
      onChange={(ids) => form.setFieldValue("branch_ids", ids)}
      error={field("branch_ids").error}
      pending={list.isPending}
      loadError={list.error}
      onRetry={() => void list.refetch()}
      emptyText={t("shop.product.choices.branches_empty")}
    />
  );
}

/** What the member who sells the product earns from it: a fixed amount or a percentage. */
export function ProductCommissionTab({ form: { form, field } }: { form: ProductForm }) {
  const { t } = useTranslation();
  const { shop } = useSession();
  const isPercentage = form.values.commission_type === DiscountType.percentage;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <AmountTypeControl
        label={t("shop.product.fields.commission_type")}
        value={form.values.commission_type}
        onChange={(type) => form.setFieldValue("commission_type", type)}
      />
      <NumberInput
        label={
          isPercentage
            ? t("shop.product.fields.commission_percent")
            : t("shop.product.fields.commission_amount", { currency: shop.currency })
        }
        min={0}
        max={isPercentage ? 100 : undefined}
        decimalScale={2}
        disabled={form.values.commission_type === null}
        {...field("commission_value")}
      />
    </SimpleGrid>
  );
}

export function ProductSettingsTab({ form: { form, field } }: { form: ProductForm }) {
  const { t } = useTranslation();
  return (
    <Stack maw={520}>
      <Switch
        label={t("shop.product.fields.active")}
        description={t("shop.product.hints.active")}
        {...form.getInputProps("active", { type: "checkbox" })}
      />
      <Switch
        label={t("shop.product.fields.track_stock")}
        description={t("shop.product.hints.track_stock")}
        {...form.getInputProps("track_stock", { type: "checkbox" })}
      />
      <NumberInput
        label={t("shop.product.fields.low_stock_level")}
        description={t("shop.product.hints.low_stock_level")}
        min={0}
        allowDecimal={false}
        allowNegative={false}
        disabled={!form.values.track_stock}
        {...field("low_stock_level")}
      />
    </Stack>
  );
}
