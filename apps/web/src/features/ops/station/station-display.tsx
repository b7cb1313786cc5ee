import "@mantine/core/styles/Badge.css";
import { Badge, Group } from "@mantine/core";
import { type Currency, type FuelType, formatLitrePrice, timeZoneOfCountry } from "@pitlane/domain";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { createTenantClock, type TenantClock } from "../../../shared/clock/tenant-clock";

/**
 * A country's wall clock: its fuel prices start at its own midnights (Pakistan's revisions at
 * 00:00 in Karachi), so they are read and set on its clock, whatever the reader's zone.
 */
export function useCountryClock(countryCode: string): TenantClock {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(
    () => createTenantClock({ zone: timeZoneOfCountry(countryCode), countryCode, language }),
    [countryCode, language],
  );
}

/** A field's hint under its input, so the inputs of a row line up under their labels. */
export const HINT_BELOW: ("label" | "input" | "description" | "error")[] = ["label", "input", "description", "error"];

/** A place's name in the reader's language: Arabic where the reference data has it. */
export function usePlaceName(): (name: string, nameArabic: string | null) => string {
  const { i18n } = useTranslation();
  return (name, nameArabic) => (i18n.language === "ar" && nameArabic ? nameArabic : name);
}

/** A price per litre with its currency, read left to right in both languages: "PKR 272.89". */
export function LitrePrice({ price, currency }: { price: number; currency: Currency | string }) {
  return <bdi dir="ltr">{`${currency} ${formatLitrePrice(price)}`}</bdi>;
}

/** The fuels a station sells, each a small badge in the reader's language. */
export function FuelBadges({ fuelTypes }: { fuelTypes: readonly FuelType[] }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {fuelTypes.map((fuel) => (
        <Badge key={fuel} variant="light" color="gray" size="sm" miw="max-content">
          {t(`ops.station.fuel_types.${fuel}`)}
        </Badge>
      ))}
    </Group>
  );
}
