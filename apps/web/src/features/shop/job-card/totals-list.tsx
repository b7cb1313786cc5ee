import "@mantine/core/styles/Divider.css";
import { Divider, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Money } from "../../../shared/ui/money";

export interface ShownTotals {
  subtotal: number;
  discount: number;
  vat: number;
  total: number;
}

/** Subtotal, discount, VAT and total (major units), as the invoice will show them. */
export function TotalsList({ totals }: { totals: ShownTotals }) {
  const { t } = useTranslation();
  const row = (label: string, amount: number, testId: string) => (
    <Group justify="space-between">
      <Text c="dimmed">{label}</Text>
      <Text data-testid={testId}>
        <Money amount={amount} />
      </Text>
    </Group>
  );
  return (
    <Stack gap="xs" aria-live="polite">
      {row(t("shop.job_card.totals.subtotal"), totals.subtotal, "job-card-subtotal")}
      {/* "-0.00" would read as a discount of nothing taken off. */}
      {row(t("shop.job_card.totals.discount"), totals.discount === 0 ? 0 : -totals.discount, "job-card-discount")}
      {row(t("shop.job_card.totals.vat"), totals.vat, "job-card-vat")}
      <Divider />
      <Group justify="space-between">
        <Text fw={600}>{t("shop.job_card.totals.total")}</Text>
        <Text fw={600} fz="lg" data-testid="job-card-total">
          <Money amount={totals.total} />
        </Text>
      </Group>
    </Stack>
  );
}
