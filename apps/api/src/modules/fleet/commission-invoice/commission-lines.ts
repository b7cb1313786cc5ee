import type { CommissionLine } from "../../../db/schema/index.js";
import type { ReversedCharge } from "./write-repo.js";

/** A document's lines by pair of rates (commission, then tax), as the invoice groups the month's charges. */
export function linesOf(charges: ReversedCharge[]): CommissionLine[] {
  const byRates = new Map<string, CommissionLine>();
  for (const charge of charges) {
    const key = `${charge.commissionBp}:${charge.taxBp}`;
    const line = byRates.get(key) ?? {
      fuel: 0,
      commissionBp: charge.commissionBp,
      commission: 0,
      taxBp: charge.taxBp,
      tax: 0,
      purchases: 0,
    };
    line.fuel += charge.fuel;
    line.commission += charge.commission;
    line.tax += charge.tax;
    line.purchases += 1;
    byRates.set(key, line);
  }
  return [...byRates.values()].sort((a, b) => a.commissionBp - b.commissionBp || a.taxBp - b.taxBp);
}

/** Net (the commission), tax and total of a document's lines. */
export function totalsOf(lines: CommissionLine[]) {
  const net = lines.reduce((sum, line) => sum + line.commission, 0);
  const tax = lines.reduce((sum, line) => sum + line.tax, 0);
  return { net, tax, total: net + tax };
}
