import "@mantine/core/styles/Badge.css";
import { Badge, Group, Text } from "@mantine/core";
import type { StationTerminalDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { formatPrice, inText } from "../terminal/format";

/** Today's prices of the station, one per fuel it sells, in one line that scrolls on a narrow phone. */
export function StationPrices({ prices }: { prices: StationTerminalDto["prices"] }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" style={{ overflowX: "auto" }} role="list" aria-label={t("station.header.prices")}>
      {prices.length === 0 && (
        <Text size="sm" c="dimmed">
          {t("station.header.no_prices")}
        </Text>
      )}
      {prices.map((price) => (
        <Badge
          key={price.fuel_type}
          role="listitem"
          size="xl"
          variant="light"
          radius="sm"
          tt="none"
          fw={600}
          style={{ flexShrink: 0 }}
        >
          {t(`station.fuel_types.${price.fuel_type}`)}{" "}
          {t("station.header.per_litre_short", { price: inText(formatPrice(price.unit_price, price.currency)) })}
        </Badge>
      ))}
    </Group>
  );
}
