import { ADJUSTMENT_DIRECTIONS, conflict, type StockAdjustBody } from "@pitlane/domain";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../client.js";
import { stockMovements, variantStock } from "../schema/index.js";
import { stockWrites } from "../../modules/shop/stock/stock-repo.js";
import type { StockLine } from "../../modules/shop/stock/movements.js";

type MovementRow = typeof stockMovements.$inferInsert;
/** What moved the stock: the reason, and the invoice, stock order or adjustment's reason and note. */
type Cause = Pick<MovementRow, "reason"> &
  Partial<Pick<MovementRow, "invoiceId" | "stockOrderId" | "adjustmentReason" | "note">>;

/** Where and when stock moves. */
interface Place {
  branchId: string;
  at: Date;
}

/** A move of the demo's invoices: which invoice, at which branch, when. */
interface InvoiceMove extends Place {
  invoiceId: string;
}

/** A branch's stock of a variant through time: its units before any movement, then each change by its moment. */
interface Timeline {
  opening: number;
  /** In time order; a change at the same moment as others comes after them. */
  changes: { at: number; change: number }[];
}

/**
 * The branches' stock as the demo moves it, kept in memory and written once (`write`), by the rules
 * of the stock module: only products that keep a count move; a sale never takes a branch below zero
 * (stock_short, as issuing refuses) and a void gives back each of its sales (takeStock, restoreStock);
 * goods received on a stock order come in (receiveStock); a hand adjustment moves units in, out or to
 * a counted total (adjustStock). The demo stamps its moves in the past and not in time order, so a
 * move is checked against the stock of its moment and of every moment after it: the history reads
 * in order and never dips below zero. It starts from the stock rows and the movements written so far.
 */
export async function demoStockLedger(tx: Db, shopId: string, userId: string) {
  const rows = await tx
    .select({ variantId: variantStock.variantId, branchId: variantStock.branchId, quantity: variantStock.quantity })
    .from(variantStock)
    .where(eq(variantStock.shopId, shopId));
  const tracked = await stockWrites.trackedVariantIds(tx, shopId, [...new Set(rows.map((r) => r.variantId))]);
  const past = await tx
    .select({
      variantId: stockMovements.variantId,
      branchId: stockMovements.branchId,
      change: stockMovements.quantityChange,
      at: stockMovements.createdAt,
    })
    .from(stockMovements)
    .where(eq(stockMovements.shopId, shopId))
    .orderBy(stockMovements.createdAt);
  const keyOf = (variantId: string, branchId: string) => `${variantId}|${branchId}`;
  const timelines = new Map<string, Timeline>(
    rows.map((r) => [keyOf(r.variantId, r.branchId), { opening: r.quantity, changes: [] }]),
  );
  for (const m of past) {
    const line = timelines.get(keyOf(m.variantId, m.branchId));
    if (!line) continue;
    line.opening -= m.change;
    line.changes.push({ at: m.at.getTime(), change: m.change });
  }
  const changed = new Map<string, { variantId: string; branchId: string; change: number }>();
  const movements: MovementRow[] = [];

  function timelineOf(variantId: string, branchId: string): Timeline {
    const line = timelines.get(keyOf(variantId, branchId));
    if (!line) throw new Error(`demo stock moves a variant with no stock row: ${variantId} at ${branchId}`);
    return line;
  }

  /** The units at `at` (after every change up to it), and the fewest from then on. */
  function unitsFrom(line: Timeline, at: number) {
    let running = line.opening;
    let units = running;
    let later = Number.POSITIVE_INFINITY;
    for (const c of line.changes) {
      running += c.change;
      if (c.at <= at) units = running;
      else later = Math.min(later, running);
    }
    return { units, fewest: Math.min(units, later) };
  }

  function move(place: Place, variantId: string, name: string, quantityChange: number, cause: Cause) {
    const line = timelineOf(variantId, place.branchId);
    const at = place.at.getTime();
    if (quantityChange < 0 && unitsFrom(line, at).fewest + quantityChange < 0) {
      throw conflict("stock_short", { params: { name } });
    }
    const after = line.changes.findIndex((c) => c.at > at);
    line.changes.splice(after < 0 ? line.changes.length : after, 0, { at, change: quantityChange });
    const key = keyOf(variantId, place.branchId);
    const sum = changed.get(key) ?? { variantId, branchId: place.branchId, change: 0 };
    changed.set(key, { ...sum, change: sum.change + quantityChange });
    movements.push({
      shopId,
      branchId: place.branchId,
      variantId,
      quantityChange,
      createdBy: userId,
      createdAt: place.at,
      ...cause,
    });
  }

  return {
    /** A variant's units at a branch at a moment (after every move up to it), and the fewest from then on. */
    unitsFrom: (place: Place, variantId: string) =>
      unitsFrom(timelineOf(variantId, place.branchId), place.at.getTime()),

    take(at: InvoiceMove, lines: StockLine[]) {
      for (const line of lines.filter((l) => tracked.has(l.variantId))) {
        // No stock row is no stock, as takeStock finds it.
        if (!timelines.has(keyOf(line.variantId, at.branchId))) {
          throw conflict("stock_short", { params: { name: line.name } });
        }
        move(at, line.variantId, line.name, -line.quantity, { reason: "sale", invoiceId: at.invoiceId });
      }
    },
    restore(at: InvoiceMove) {
      const sold = movements.filter((m) => m.invoiceId === at.invoiceId && m.reason === "sale");
      for (const sale of sold) {
        move(at, sale.variantId, "", -sale.quantityChange, { reason: "void", invoiceId: at.invoiceId });
      }
    },
    /** Goods in on a stock order. */
    receive(at: Place & { stockOrderId: string }, lines: StockLine[]) {
      for (const line of lines) {
        if (!tracked.has(line.variantId)) throw conflict("stock_not_tracked");
        move(at, line.variantId, line.name, line.quantity, { reason: "receipt", stockOrderId: at.stockOrderId });
      }
    },
    /** A hand adjustment made at `at`, as the stock screen sends it. */
    adjust(at: Date, body: StockAdjustBody) {
      if (!tracked.has(body.variant_id)) throw conflict("stock_not_tracked");
      const place = { branchId: body.branch_id, at };
      const way = ADJUSTMENT_DIRECTIONS[body.reason];
      const direction = way === "either" ? body.direction : way;
      const change =
        direction === "count"
          ? body.quantity - unitsFrom(timelineOf(body.variant_id, body.branch_id), at.getTime()).units
          : direction === "out"
            ? -body.quantity
            : body.quantity;
      move(place, body.variant_id, body.variant_id, change, {
        reason: "adjustment",
        adjustmentReason: body.reason,
        note: body.note,
      });
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
