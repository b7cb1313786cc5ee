import type { FleetStatus, VehicleDto } from "@pitlane/domain";
import { useTranslation } from "react-i18next";

/** A whole number as the reader's language groups it, with Latin digits like every number. */
export const formatNumber = (value: number, language: string) =>
  new Intl.NumberFormat(`${language}-u-nu-latn`, { maximumFractionDigits: 2 }).format(value);

/** What the vehicle screens write: kilometres, statuses as spec 001 names them, and a vehicle's make and model. */
export function useVehicleFormat() {
  const { t, i18n } = useTranslation();
  return {
    km: (value: number) => t("fleet.vehicle.list.km", { km: formatNumber(value, i18n.language) }),
    number: (value: number) => formatNumber(value, i18n.language),
    status: (status: FleetStatus) => t(`fleet.vehicle.statuses.${status}`),
    /** "Suzuki Bolan VXR 2022". */
    model: (v: VehicleDto) => [v.make_name, v.model_name, v.variant, v.year].filter(Boolean).join(" "),
    type: (v: VehicleDto) => (i18n.language === "ar" ? v.vehicle_type_name_arabic : v.vehicle_type_name),
  };
}
