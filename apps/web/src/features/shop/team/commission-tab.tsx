import "@mantine/core/styles/NumberInput.css";
import "@mantine/core/styles/SimpleGrid.css";
import { NumberInput, SimpleGrid } from "@mantine/core";
import { DiscountType } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../shared/session/session-store";
import { AmountTypeControl } from "../service/amount-type-control";
import type { TabProps } from "./team-form";

/** What the member earns on their work: a fixed amount or a percentage. */
export function CommissionTab({ form: { form, field } }: TabProps) {
  const { t } = useTranslation();
  const { shop } = useSession();
  const isPercentage = form.values.commission_type === DiscountType.percentage;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <AmountTypeControl
        label={t("shop.team.fields.commission_type")}
        value={form.values.commission_type}
        onChange={(type) => form.setFieldValue("commission_type", type)}
      />
      <NumberInput
        label={
          isPercentage
            ? t("shop.team.fields.commission_percent")
            : t("shop.team.fields.commission_amount", { currency: shop.currency })
        }
        min={0}
        max={isPercentage ? 100 : undefined}
        decimalScale={2}
        allowNegative={false}
        disabled={form.values.commission_type === null}
        {...field("commission_value")}
      />
    </SimpleGrid>
  );
}
