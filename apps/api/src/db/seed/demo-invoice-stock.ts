import { conflict } from "@pitlane/domain";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../client.js";
import { stockMovements, variantStock } from "../schema/index.js";
import { stockWrites } from "../../modules/shop/stock/stock-repo.js";
import type { StockLine } from "../../modules/shop/stock/movements.js";

/** A move of the demo's invoices: which invoice, at which branch, by whom, when. */
interface Move {
  invoiceId: string;
  branchId: string;
  at: Date;
}

/**
 * The branches' stock as the demo's invoices move it, kept in memory and written once (`write`), by
 * the rules of takeStock and restoreStock: only products that keep a count move, a sale never takes
 * a branch below zero (stock_short, as issuing refuses), and a void gives back each of its sales.
 */
export async function demoStockLedger(tx: Db, shopId: string, userId: string, variantIds: string[]) {
  const tracked = await stockWrites.trackedVariantIds(tx, shopId, variantIds);
  const rows = await tx
    .select({ variantId: variantStock.variantId, branchId: variantStock.branchId, quantity: variantStock.quantity })
    .from(variantStock)
    .where(eq(variantStock.shopId, shopId));
  const keyOf = (variantId: string, branchId: string) => `${variantId}|${branchId}`;
  const units = new Map(rows.map((r) => [keyOf(r.variantId, r.branchId), r.quantity]));
  const changed = new Map<string, { variantId: string; branchId: string; change: number }>();
  const movements: (typeof stockMovements.$inferInsert)[] = [];

  function move(at: Move, variantId: string, quantityChange: number, reason: "sale" | "void") {
    const key = keyOf(variantId, at.branchId);
    units.set(key, (units.get(key) ?? 0) + quantityChange);
    const sum = changed.get(key) ?? { variantId, branchId: at.branchId, change: 0 };
    changed.set(key, { ...sum, change: sum.change + quantityChange });
    movements.push({
      shopId,
      branchId: at.branchId,
      variantId,
      quantityChange,
      reason,
      invoiceId: at.invoiceId,
      createdBy: userId,
      createdAt: at.at,
    });
  }

  return {
    take(at: Move, lines: StockLine[]) {
      for (const line of lines.filter((l) => tracked.has(l.variantId))) {
        const left = units.get(keyOf(line.variantId, at.branchId));
        if (left === undefined || left < line.quantity) throw conflict("stock_short", { params: { name: line.name } });
        move(at, line.variantId, -line.quantity, "sale");
      }
    },
    restore(at: Move) {
      const sold = movements.filter((m) => m.invoiceId === at.invoiceId && m.reason === "sale");
      for (const sale of sold) move(at, sale.variantId, -sale.quantityChange, "void");
    },
    /** The movements in one statement, and each stock row moved once by its sum. */
    async write() {
      if (movements.length > 0) await tx.insert(stockMovements).values(movements);
      const sums = [...changed.values()].filter((c) => c.change !== 0);
      if (sums.length === 0) return;
      const values: SQL = sql.join(
        sums.map((c) => sql`(${c.variantId}::uuid, ${c.branchId}::uuid, ${c.change}::int)`),
        sql`, `,
      );
      await tx.execute(sql`
        update ${variantStock} set ${sql.identifier(variantStock.quantity.name)} = ${variantStock.quantity} + moved.change
        from (values ${values}) as moved (variant_id, branch_id, change)
        where ${and(
          eq(variantStock.shopId, shopId),
          sql`${variantStock.variantId} = moved.variant_id`,
          sql`${variantStock.branchId} = moved.branch_id`,
        )}`);
    },
  };
}
