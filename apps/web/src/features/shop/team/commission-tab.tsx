import "@mantine/core/styles/SimpleGrid.css";
import { SimpleGrid } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { AmountFields } from "../../../shared/forms/amount-fields";
import { useSession } from "../../../shared/session/session-store";
import type { TabProps } from "./team-form";

/** What the member earns on their work: a fixed amount or a percentage. */
export function CommissionTab({ form: { form, field } }: TabProps) {
  const { t } = useTranslation();
  const { shop } = useSession();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <AmountFields
        typeLabel={t("shop.team.fields.commission_type")}
        valueLabels={{
          amount: t("shop.team.fields.commission_amount", { currency: shop.currency }),
          percent: t("shop.team.fields.commission_percent"),
        }}
        type={form.values.commission_type}
        onTypeChange={(type) => form.setFieldValue("commission_type", type)}
        valueProps={field("commission_value")}
      />
    </SimpleGrid>
  );
}
