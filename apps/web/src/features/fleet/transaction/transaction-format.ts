import type { TransactionDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../shared/ui/money";
import { useVehicleFormat } from "../vehicle/vehicle-format";
import { declineText, formatDecimal } from "./transaction-texts";

const priceFormat = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** What the transaction screens write: litres to three decimals, prices to four, cities and reasons in the reader's language. */
export function useTransactionFormat() {
  const { t, i18n } = useTranslation();
  const vehicle = useVehicleFormat();
  return {
    km: vehicle.km,
    number: vehicle.number,
    litres: (litres: number) => t("fleet.transaction.row.litres", { litres: formatDecimal(litres, i18n.language, 3) }),
    /** "PKR 272.8950", read left to right in either language like every amount. */
    price: (price: number, currency: string) => `${currency} ${priceFormat.format(price)}`,
    money: formatMoney,
    city: (row: Pick<TransactionDto, "station_city" | "station_city_arabic">) =>
      i18n.language === "ar" && row.station_city_arabic ? row.station_city_arabic : row.station_city,
    fuel: (row: Pick<TransactionDto, "fuel_type">) => t(`fleet.rule.fuel_types.${row.fuel_type}`),
    decline: (row: Pick<TransactionDto, "decline_reason" | "rule_cycle">) =>
      row.decline_reason ? declineText(t, row.decline_reason, row.rule_cycle) : null,
  };
}
