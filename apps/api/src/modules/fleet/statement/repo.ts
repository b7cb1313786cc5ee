import { and, asc, desc, eq, gte, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.js";
import { countRows, pageOf } from "../../../db/paging.js";
import { rowsOf } from "../../../db/raw-rows.js";
import {
  companies,
  employees,
  fleetStatements,
  ledgerTransfers,
  purchases,
  stations,
  topUps,
  vehicles,
} from "../../../db/schema/index.js";
import { tenantRow } from "../../../db/tenant-row.js";
import type { LedgerTransferKind } from "../../../db/schema/index.js";

/** The wallet of a company and a period of it: what every line of a statement is read by. */
export interface WalletPeriod {
  companyId: string;
  walletId: string;
  startsAt: Date;
  endsAt: Date;
}

/** The wallet's transfers of a period of one side, through the ledger's (company, account, time) index. */
const sideOf = (side: "debit" | "credit", p: WalletPeriod, kind: LedgerTransferKind): SQL =>
  and(
    eq(ledgerTransfers.companyId, p.companyId),
    eq(side === "debit" ? ledgerTransfers.debitAccountId : ledgerTransfers.creditAccountId, p.walletId),
    gte(ledgerTransfers.createdAt, p.startsAt),
    lt(ledgerTransfers.createdAt, p.endsAt),
    eq(ledgerTransfers.kind, kind),
  ) as SQL;

/** The statements of a company and the lines of one, read from the ledger's transfers of its period. */
export function createStatementRepo(db: Db) {
  /** A purchase's fuel transfer out of the wallet with the purchase it paid (by its hold) and the names a line shows. */
  const purchaseLines = () =>
    db
      .select({
        at: ledgerTransfers.createdAt,
        id: purchases.id,
        reference: purchases.reference,
        fuelType: purchases.fuelType,
        litresMl: purchases.litresMl,
        unitPrice: purchases.unitPrice,
        fuel: purchases.fuelAmount,
        commission: purchases.commissionAmount,
        tax: purchases.taxAmount,
        odometer: purchases.odometer,
        previousOdometer: purchases.previousOdometer,
        stationName: stations.name,
        employeeName: employees.name,
        carId: vehicles.carId,
        plateNo: vehicles.plateNo,
      })
      .from(ledgerTransfers)
      .innerJoin(
        purchases,
        and(eq(purchases.companyId, ledgerTransfers.companyId), eq(purchases.holdId, ledgerTransfers.holdId)),
      )
      .innerJoin(stations, eq(stations.id, purchases.stationId))
      .innerJoin(vehicles, tenantRow(vehicles, purchases.vehicleId, purchases))
      .leftJoin(employees, tenantRow(employees, purchases.employeeId, purchases));
  const inOrder = [asc(ledgerTransfers.createdAt), asc(ledgerTransfers.id)];

  return {
    list(companyId: string, q: { page: number; limit: number }) {
      const where = eq(fleetStatements.companyId, companyId);
      return pageOf(
        db,
        db.select().from(fleetStatements).where(where).orderBy(desc(fleetStatements.number)),
        countRows(db, fleetStatements, where),
        q,
      );
    },

    async get(companyId: string, id: string) {
      const [row] = await db
        .select()
        .from(fleetStatements)
        .where(and(eq(fleetStatements.companyId, companyId), eq(fleetStatements.id, id)));
      return row ?? null;
    },

    /** Who the statement is for, as its head prints it, and the clock its dates are read on. */
    async company(companyId: string) {
      const [row] = await db
        .select({
          name: companies.companyName,
          merchantId: companies.merchantId,
          ntn: companies.ntn,
          strn: companies.strn,
          timeZone: companies.timeZone,
          currency: companies.currency,
        })
        .from(companies)
        .where(eq(companies.id, companyId));
      return row ?? null;
    },

    purchasesPage(p: WalletPeriod, q: { page: number; limit: number }) {
      const where = sideOf("debit", p, "fuel");
      return pageOf(
        db,
        purchaseLines()
          .where(where)
          .orderBy(...inOrder),
        countRows(db, ledgerTransfers, where),
        q,
      );
    },

    /** Every purchase of the period, in order: what the PDF and the CSV write. */
    purchases(p: WalletPeriod) {
      return purchaseLines()
        .where(sideOf("debit", p, "fuel"))
        .orderBy(...inOrder);
    },

    /** The commission on the period's fuel by its rates, with the tax on it. */
    commission(p: WalletPeriod) {
      return db
        .select({
          commissionBp: purchases.commissionBp,
          taxBp: purchases.taxBp,
          purchases: sql<number>`count(*)::int`,
          fuel: sql<number>`sum(${purchases.fuelAmount})::bigint`.mapWith(Number),
          commission: sql<number>`sum(${purchases.commissionAmount})::bigint`.mapWith(Number),
          tax: sql<number>`sum(${purchases.taxAmount})::bigint`.mapWith(Number),
        })
        .from(ledgerTransfers)
        .innerJoin(
          purchases,
          and(eq(purchases.companyId, ledgerTransfers.companyId), eq(purchases.holdId, ledgerTransfers.holdId)),
        )
        .where(sideOf("debit", p, "fuel"))
        .groupBy(purchases.commissionBp, purchases.taxBp)
        .orderBy(purchases.commissionBp, purchases.taxBp);
    },

    /** The period's top-ups: the credit and the request it approved (bank and slip). */
    topUps(p: WalletPeriod) {
      return db
        .select({
          id: topUps.id,
          at: ledgerTransfers.createdAt,
          amount: ledgerTransfers.amount,
          bankCode: topUps.bankCode,
          slipNumber: topUps.slipNumber,
        })
        .from(ledgerTransfers)
        .innerJoin(
          topUps,
          and(eq(topUps.companyId, ledgerTransfers.companyId), eq(topUps.transferId, ledgerTransfers.id)),
        )
        .where(sideOf("credit", p, "top_up"))
        .orderBy(...inOrder);
    },

    /** The period's reversals that moved the wallet, either way, with what each reversed. */
    reversals(p: WalletPeriod) {
      return rowsOf<{
        id: string;
        at: string | Date;
        amount: string | number;
        is_credit: boolean;
        reverses: LedgerTransferKind;
        reference: string | null;
      }>(
        db,
        sql`select r.id, r.created_at as at, r.amount, r.credit_account_id = ${p.walletId} as is_credit,
            o.kind as reverses, p.reference
          from (${db
            .select()
            .from(ledgerTransfers)
            .where(sideOf("credit", p, "reversal"))}
            union all ${db
              .select()
              .from(ledgerTransfers)
              .where(sideOf("debit", p, "reversal"))}) r
          join ledger_transfers o on o.company_id = r.company_id and o.id = r.reverses_id
          left join purchases p on p.company_id = o.company_id and p.hold_id = o.hold_id
          order by r.created_at, r.id`,
      );
    },
  };
}

export type StatementRepo = ReturnType<typeof createStatementRepo>;
export type StatementRow = typeof fleetStatements.$inferSelect;
export type PurchaseLineRow = Awaited<ReturnType<StatementRepo["purchases"]>>[number];
export type TopUpLineRow = Awaited<ReturnType<StatementRepo["topUps"]>>[number];
export type ReversalLineRow = Awaited<ReturnType<StatementRepo["reversals"]>>[number];
export type CommissionRow = Awaited<ReturnType<StatementRepo["commission"]>>[number];
