import "@mantine/core/styles/SimpleGrid.css";
import "../../../shared/ui/select-styles";
import { Autocomplete, SimpleGrid, Stack, Textarea } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../shared/session/session-store";
import { AmountFields } from "../../../shared/forms/amount-fields";
import { DiscountedPrice } from "../../../shared/forms/discounted-price";
import { LtrInput } from "../../../shared/ui/ltr-input";
import { CategorySelect } from "../category/category-select";
import type { ServiceForm } from "./service-form";
import { normalisedDuration } from "./service-form-values";
import { useServiceNames } from "./service-hooks";
import { NumberField } from "../../../shared/forms/number-field";

/** Hints under the input, so inputs side by side stay aligned whatever their hints say. */
const HINT_BELOW: ("label" | "input" | "description" | "error")[] = ["label", "input", "description", "error"];

/** Name, category, description, price with its discount, duration and quantity. */
export function BasicTab({ form: { form, field } }: { form: ServiceForm }) {
  const { t } = useTranslation();
  const { shop } = useSession();
  const { values } = form;
  const [nameSearch] = useDebouncedValue(values.name.trim(), 300);
  const names = useServiceNames(nameSearch);
  const duration = normalisedDuration(values.duration);

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Autocomplete
          label={t("shop.service.fields.name")}
          description={t("shop.service.hints.name")}
          inputWrapperOrder={HINT_BELOW}
          data={(names.data ?? []).map((n) => n.name)}
          dir="auto"
          withAsterisk
          {...field("name")}
        />
        <CategorySelect
          kind="services"
          label={t("shop.service.fields.category")}
          withAsterisk
          {...field("category_id")}
        />
      </SimpleGrid>
      <Textarea
        label={t("shop.service.fields.description")}
        dir="auto"
        autosize
        minRows={2}
        {...field("description")}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <NumberField
          kind="amount"
          label={t("shop.service.fields.price", { currency: shop.currency })}
          withAsterisk
          {...field("price")}
        />
        <LtrInput
          label={t("shop.service.fields.duration")}
          description={
            duration ? (
              <>
                {t("shop.service.hints.duration_reads")} <bdi dir="ltr">{duration}</bdi>
              </>
            ) : (
              t("shop.service.hints.duration")
            )
          }
          // The normalised text is announced as it changes, so a screen reader hears "1h 30min" too.
          descriptionProps={{ "aria-live": "polite" }}
          inputWrapperOrder={HINT_BELOW}
          withAsterisk
          {...field("duration")}
        />
        <NumberField kind="whole" label={t("shop.service.fields.quantity")} {...field("quantity")} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <AmountFields
          typeLabel={t("shop.service.fields.discount_type")}
          valueLabels={{
            amount: t("shop.service.fields.discount_amount", { currency: shop.currency }),
            percent: t("shop.service.fields.discount_percent"),
          }}
          type={values.discount_type}
          onTypeChange={(type) => form.setFieldValue("discount_type", type)}
          valueProps={field("discount_value")}
        />
      </SimpleGrid>
      <DiscountedPrice label={t("shop.service.fields.discounted_price")} values={values} />
    </Stack>
  );
}
