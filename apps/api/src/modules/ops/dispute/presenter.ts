import type { DisputeDto, PurchaseFlag } from "@pitlane/domain";
import { toTransactionMoney } from "../../fleet/index.js";
import type { DisputeRow } from "./repo.js";

export function toDisputeDto(row: DisputeRow): DisputeDto {
  const p = row.purchase;
  return {
    _id: p.id,
    company_id: p.companyId,
    company_name: row.companyName,
    reference: p.reference,
    created_at: p.createdAt.toISOString(),
    station_name: row.stationName,
    car_id: row.carId,
    plate_no: row.plateNo,
    employee_name: row.employeeName,
    fuel_type: p.fuelType,
    // Written only by the completion, from the domain's codes; the column is plain text.
    flags: p.flags as PurchaseFlag[],
    currency: p.currency,
    ...toTransactionMoney(p),
    company_note: p.reviewNote,
    disputed_at: (p.reviewedAt ?? p.createdAt).toISOString(),
    decision:
      p.disputeOutcome && p.disputeDecidedAt
        ? {
            outcome: p.disputeOutcome,
            note: p.disputeNote ?? "",
            decided_at: p.disputeDecidedAt.toISOString(),
            decided_by: row.deciderName,
          }
        : null,
  };
}
