import type { ClientVehicleDto } from "@pitlane/domain";

/** "84,000": Latin digits in both languages, like every number on screen. */
export const formatKilometres = (km: number, language: string) =>
  new Intl.NumberFormat(`${language}-u-nu-latn`, { maximumFractionDigits: 0 }).format(km);

/** "Toyota Corolla 2019": what a person calls the vehicle, its year when known. */
export const vehicleTitle = (vehicle: Pick<ClientVehicleDto, "make_name" | "model_name" | "year">) =>
  [vehicle.make_name, vehicle.model_name, vehicle.year].filter((part) => part !== null).join(" ");
