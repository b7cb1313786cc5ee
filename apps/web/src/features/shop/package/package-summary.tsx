import "@mantine/core/styles/Divider.css";
import { Button, Divider, Group, Stack, Text } from "@mantine/core";
import { formatDuration, toMajor, toMinor } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../shared/forms/number-field";
import { type NumberValue, numberOf } from "../../../shared/forms/number-value";
import { useSession } from "../../../shared/session/session-store";
import { Money } from "../../../shared/ui/money";

interface Props {
  totalAmount: number;
  totalDuration: number;
  /** The package's own price as typed; null (an empty box) follows the total. */
  price: NumberValue;
  priceError?: string;
  onPrice: (price: NumberValue) => void;
}

/**
 * The totals as the lines are chosen, and the package's selling price: an empty box follows the
 * total (shown in it, greyed), a typed price is the package's own, and "Use the total" empties it.
 */
export function PackageSummary({ totalAmount, totalDuration, price, priceError, onPrice }: Props) {
  const { t } = useTranslation();
  const { shop } = useSession();
  const ownPrice = numberOf(price);
  // In minor units: money is never a float in arithmetic.
  const difference = ownPrice === null ? 0 : toMinor(totalAmount) - toMinor(ownPrice);
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
      <NumberField
        kind="amount"
        nullable
        label={t("shop.package.fields.price")}
        description={price === null ? t("shop.package.fields.price_follows_total") : t("shop.package.fields.price_own")}
        value={price}
        onChange={onPrice}
        placeholder={totalAmount.toFixed(2)}
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
