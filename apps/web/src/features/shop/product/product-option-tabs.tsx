import "@mantine/core/styles/InlineInput.css";
import "@mantine/core/styles/SimpleGrid.css";
import "@mantine/core/styles/Switch.css";
import { SimpleGrid, Stack, Switch } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AmountFields } from "../../../shared/forms/amount-fields";
import { useSession } from "../../../shared/session/session-store";
import { BranchChoiceList } from "../branch/branch-choice-list";
import type { ProductForm } from "./product-form";
import { NumberField } from "../../../shared/forms/number-field";

/** The branches selling the product. */
export function ProductLocationsTab({ form: { form, field } }: { form: ProductForm }) {
  const { t } = useTranslation();
  return (
    <BranchChoiceList
      label={t("shop.product.fields.branch_ids")}
      value={form.values.branch_ids}
      onChange={(ids) => form.setFieldValue("branch_ids", ids)}
      error={field("branch_ids").error}
      texts={{ notAllowed: t("shop.product.choices.no_branches"), empty: t("shop.product.choices.branches_empty") }}
    />
  );
}

/** What the member who sells the product earns from it: a fixed amount or a percentage. */
export function ProductCommissionTab({ form: { form, field } }: { form: ProductForm }) {
  const { t } = useTranslation();
  const { shop } = useSession();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <AmountFields
        typeLabel={t("shop.product.fields.commission_type")}
        valueLabels={{
          amount: t("shop.product.fields.commission_amount", { currency: shop.currency }),
          percent: t("shop.product.fields.commission_percent"),
        }}
        type={form.values.commission_type}
        onTypeChange={(type) => form.setFieldValue("commission_type", type)}
        valueProps={field("commission_value")}
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
      <NumberField
        kind="whole"
        label={t("shop.product.fields.low_stock_level")}
        description={t("shop.product.hints.low_stock_level")}
        disabled={!form.values.track_stock}
        {...field("low_stock_level")}
      />
    </Stack>
  );
}
