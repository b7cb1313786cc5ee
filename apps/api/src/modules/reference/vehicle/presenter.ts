import type { VehicleNameDto, VehicleTypeDto } from "@pitlane/domain";

export const toVehicleTypeDto = (row: {
  id: string;
  code: string;
  name: string;
  nameArabic: string;
}): VehicleTypeDto => ({ _id: row.id, code: row.code, name: row.name, name_arabic: row.nameArabic });

export const toVehicleNameDto = (row: { id: string; name: string }): VehicleNameDto => ({
  _id: row.id,
  name: row.name,
});
