import { monthOf } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import type { CommissionLine, commissionDocuments } from "../../../db/schema/index.js";
import type { ClosingMonth } from "../month-close/close.js";
import { linesOf, totalsOf } from "./commission-lines.js";
import { commissionWriteRepo as repo, type ReversedCharge } from "./write-repo.js";

type DocumentRow = typeof commissionDocuments.$inferInsert;

interface Planned {
  id: string;
  kind: "invoice" | "credit_note";
  correctsId: string | null;
  lines: CommissionLine[];
}

/** The reversed charges by the month they were charged in, on the company's clock. */
function byChargedMonth(charges: ReversedCharge[], timeZone: string) {
  const months = new Map<string, ReversedCharge[]>();
  for (const charge of charges) {
    const month = monthOf(timeZone, charge.chargedAt);
    months.set(month, [...(months.get(month) ?? []), charge]);
  }
  return months;
}

/**
 * The month's commission documents (decision 0046), the second writer of a month's close: the tax
 * invoice of the commission and tax the wallet paid in the month (none without commission), and a
 * credit note for each earlier invoice whose charges were reversed in the month. Runs under the
 * month's lock and writes nothing twice: what the month already has is left out before any number
 * is taken, and the numbers are taken last, so the series' row stays locked only to the commit.
 */
export async function writeCommissionDocuments(tx: Db, closing: ClosingMonth): Promise<void> {
  const { companyId, month, startsAt, endsAt } = closing;
  const written = await repo.written(tx, companyId, month);
  const planned: Planned[] = [];
  if (!written.hasInvoice) {
    const lines = await repo.chargedLines(tx, companyId, startsAt, endsAt);
    if (totalsOf(lines).net > 0) planned.push({ id: crypto.randomUUID(), kind: "invoice", correctsId: null, lines });
  }
  const reversed = byChargedMonth(await repo.reversedCharges(tx, companyId, startsAt, endsAt), closing.timeZone);
  const byInvoice = new Map<string, ReversedCharge[]>();
  for (const [chargedIn, charges] of reversed) {
    // A charge of this very month is on the invoice planned just above (or written earlier in this close).
    const newInvoice = chargedIn === month ? planned.find((doc) => doc.kind === "invoice") : undefined;
    const correctsId = newInvoice?.id ?? (await repo.invoiceFor(tx, companyId, chargedIn));
    if (!correctsId) throw new Error(`company ${companyId}: a reversed charge of ${chargedIn} is on no invoice`);
    byInvoice.set(correctsId, [...(byInvoice.get(correctsId) ?? []), ...charges]);
  }
  for (const [correctsId, charges] of byInvoice) {
    if (!written.corrected.has(correctsId))
      planned.push({ id: crypto.randomUUID(), kind: "credit_note", correctsId, lines: linesOf(charges) });
  }
  if (planned.length === 0) return;

  const { seller, buyer } = await repo.parties(tx, companyId);
  const numbers = await repo.takeNumbers(tx, planned.length);
  const rows: DocumentRow[] = planned.map((doc, i) => ({
    ...doc,
    ...totalsOf(doc.lines),
    companyId,
    number: numbers[i]!,
    month,
    issuedAt: closing.now,
    currency: closing.currency,
    seller,
    buyer,
  }));
  // The invoice first: a credit note of the same month names it.
  await repo.insert(
    tx,
    rows.filter((row) => row.kind === "invoice"),
  );
  await repo.insert(
    tx,
    rows.filter((row) => row.kind === "credit_note"),
  );
}
