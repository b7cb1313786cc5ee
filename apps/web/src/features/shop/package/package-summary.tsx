import "@mantine/core/styles/NumberInput.css";
import "@mantine/core/styles/Divider.css";
import { Button, Divider, Group, NumberInput, Stack, Text } from "@mantine/core";
import { formatDuration, toMajor, toMinor } from "@pitlane/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "../../../shared/session/session-store";
import { Money } from "../../../shared/ui/money";

interface Props {
  totalAmount: number;
  totalDuration: number;
  /** The package's own price; null follows the total. */
  price: number | null;
  priceError?: string;
  onPrice: (price: number | null) => void;
}

/**
 * The totals as the lines are chosen, and the package's selling price: it shows the total until
 * the user types another, and "Use the total" goes back to following it.
 */
export function PackageSummary({ totalAmount, totalDuration, price, priceError, onPrice }: Props) {
  const { t } = useTranslation();
  const { shop } = useSession();
  const [emptiedCount, setEmptiedCount] = useState(0);
  // In minor units: money is never a float in arithmetic.
  const difference = price === null ? 0 : toMinor(totalAmount) - toMinor(price);
  return (
    <Stack gap="sm" aria-live="polite">
      <Group justify="space-between">
        <Text c="dimmed">{t("shop.package.summary.total_duration")}</Text>
        <Text fw={500}>
          <bdi dir="ltr">{formatDuration(totalDuration)}</bdi>
        </Text>
      </Group>
      <Group justify="space-between">
        <Text c="dimmed">{t("shop.package.summary.total_amount")}</Text>
        <Text fw={600} fz="lg" data-testid="package-total-amount">
          <Money amount={totalAmount} />
        </Text>
      </Group>
      <Divider />
      <NumberInput
        label={t("shop.package.fields.price")}
        description={price === null ? t("shop.package.fields.price_follows_total") : t("shop.package.fields.price_own")}
        value={price ?? totalAmount}
        onChange={(value) => onPrice(typeof value === "number" ? value : null)}
        // Emptied, the price follows the total again; remounting on leave shows the total in the box.
        key={emptiedCount}
        onBlur={() => price === null && setEmptiedCount((n) => n + 1)}
        min={0}
        decimalScale={2}
        allowNegative={false}
        thousandSeparator=","
        rightSection={
          <Text size="xs" c="dimmed">
            {shop.currency}
          </Text>
        }
        rightSectionWidth={48}
        error={priceError}
      />
      {price !== null && (
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {difference !== 0 && (
              <>
                {t(difference > 0 ? "shop.package.summary.below_total" : "shop.package.summary.above_total")}{" "}
                <Money amount={toMajor(Math.abs(difference))} />
              </>
            )}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => onPrice(null)}>
            {t("shop.package.fields.use_total")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
