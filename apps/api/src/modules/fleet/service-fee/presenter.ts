import type { ServiceFeeDto } from "@pitlane/domain";

export const toServiceFeeDto = (row: { commissionBp: number; taxBp: number }): ServiceFeeDto => ({
  commission: row.commissionBp / 100,
  tax: row.taxBp / 100,
});
