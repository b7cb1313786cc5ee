import "@mantine/core/styles/SimpleGrid.css";
import { Input, SimpleGrid, Skeleton, Stack, Text, TextInput } from "@mantine/core";
import { VariantCreateBody, type VariantDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { AmountFields } from "../../../shared/forms/amount-fields";
import { DiscountedPrice } from "../../../shared/forms/discounted-price";
import { refusalText } from "../../../shared/forms/messages";
import { useSchemaForm } from "../../../shared/forms/use-schema-form";
import { useSession } from "../../../shared/session/session-store";
import { FormActions } from "../../../shared/ui/form-actions";
import { type StockBranch, variantValuesOf } from "./variant-form-values";
import { NumberField } from "../../../shared/forms/number-field";
import { VariantStockSummary } from "./variant-stock-summary";

export interface VariantFormProps {
  productId: string;
  /** The variant being edited; absent when adding. */
  variant?: VariantDto;
  /** The branches whose stock the form records. */
  branches: StockBranch[];
  isLoadingBranches: boolean;
  pending: boolean;
  /** The failed call, if any: field messages land on their fields, the rest above the buttons. */
  errors: unknown;
  onSubmit: (body: VariantCreateBody) => void;
  onCancel: () => void;
}

/**
 * Name, codes, cost and price with the discount (the discounted price shown as it is typed), and the
 * stock per branch: typed when the variant is added (its opening count), shown once it is saved.
 */
export function VariantForm(props: VariantFormProps) {
  const { productId, variant, branches, isLoadingBranches, pending, errors, onSubmit, onCancel } = props;
  const { t } = useTranslation();
  const { shop } = useSession();
  const { form, field, formProps, formError } = useSchemaForm(
    VariantCreateBody,
    variantValuesOf(productId, branches, variant),
    errors,
  );
  const { values } = form;
  const stockError = field("stock").error;

  return (
    <form {...formProps(onSubmit)}>
      <Stack>
        <TextInput
          label={t("shop.product.variant.fields.name")}
          dir="auto"
          withAsterisk
          data-autofocus
          {...field("name")}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t("shop.product.variant.fields.sku")} dir="ltr" {...field("sku")} />
          <TextInput
            label={t("shop.product.variant.fields.barcode")}
            dir="ltr"
            inputMode="numeric"
            {...field("barcode")}
          />
          <NumberField
            kind="amount"
            label={t("shop.product.variant.fields.unit_price", { currency: shop.currency })}
            description={t("shop.product.variant.hints.unit_price")}
            {...field("unit_price")}
          />
          <NumberField
            kind="amount"
            label={t("shop.product.variant.fields.price", { currency: shop.currency })}
            withAsterisk
            {...field("price")}
          />
          <AmountFields
            typeLabel={t("shop.product.variant.fields.discount_type")}
            valueLabels={{
              amount: t("shop.product.variant.fields.discount_amount", { currency: shop.currency }),
              percent: t("shop.product.variant.fields.discount_percent"),
            }}
            type={values.discount_type}
            onTypeChange={(type) => form.setFieldValue("discount_type", type)}
            valueProps={field("discount_value")}
          />
          <NumberField
            kind="whole"
            nullable
            label={t("shop.product.variant.fields.reorder_level")}
            description={t("shop.product.variant.hints.reorder_level")}
            value={values.reorder_level}
            onChange={(value) => form.setFieldValue("reorder_level", value)}
            error={field("reorder_level").error}
          />
        </SimpleGrid>
        <DiscountedPrice label={t("shop.product.variant.fields.discounted_price")} values={values} />
        {variant ? (
          <VariantStockSummary variant={variant} branches={branches} />
        ) : (
          <Input.Wrapper label={t("shop.product.variant.fields.stock")} labelElement="div" error={stockError}>
            {isLoadingBranches ? (
              <Skeleton height={36} mt="xs" />
            ) : branches.length === 0 ? (
              <Text size="sm" c="dimmed" mt={4}>
                {t("shop.product.variant.hints.no_branches")}
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
                {branches.map((branch, index) => {
                  const input = form.getInputProps(`stock.${index}.quantity`);
                  return (
                    <NumberField
                      key={branch.id}
                      kind="whole"
                      {...input}
                      error={typeof input.error === "string" ? refusalText(t, input.error) : input.error}
                      label={t("shop.product.variant.fields.quantity_at", { branch: branch.name })}
                    />
                  );
                })}
              </SimpleGrid>
            )}
          </Input.Wrapper>
        )}
        <FormActions
          failure={formError}
          pending={pending}
          onCancel={onCancel}
          submitLabel={variant ? t("actions.save_changes") : t("shop.product.variant.add")}
        />
      </Stack>
    </form>
  );
}
