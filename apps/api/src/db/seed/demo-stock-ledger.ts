import { ADJUSTMENT_DIRECTIONS, conflict, type StockAdjustBody } from "@pitlane/domain";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../client.js";
import { stockMovements, variantStock } from "../schema/index.js";
import { stockWrites } from "../../modules/shop/stock/stock-repo.js";
import type { StockLine } from "../../modules/shop/stock/movements.js";
import { perVariant } from "../../modules/shop/stock/order-stock.js";

type MovementRow = typeof stockMovements.$inferInsert;
/** What moved the stock: the reason, and the invoice, stock order, customer order or adjustment's reason and note. */
type Cause = Pick<MovementRow, "reason"> &
  Partial<Pick<MovementRow, "invoiceId" | "stockOrderId" | "orderId" | "adjustmentReason" | "note">>;

/** Where and when stock moves. */
interface Place {
  branchId: string;
  at: Date;
}

/** A move of the demo's invoices: which invoice, at which branch, when. */
interface InvoiceMove extends Place {
  invoiceId: string;
}

/** A step of one of the demo's customer orders: which order, at which branch, when. */
interface OrderMove extends Place {
  orderId: string;
}

/**
 * A branch's stock of a variant through time: its units and the units held for customer orders
 * before any movement, then each change of either by its moment.
 */
interface Timeline {
  opening: number;
  openingReserved: number;
  /** In time order; a change at the same moment as others comes after them. */
  changes: { at: number; change: number; reserved: number }[];
}

/**
 * The branches' stock as the demo moves it, kept in memory and written once (`write`), by the rules
 * of the stock module: only products that keep a count move; a sale never takes a branch below zero
 * (stock_short, as issuing refuses) and a void gives back each of its sales (takeStock, restoreStock);
 * goods received on a stock order come in (receiveStock); a hand adjustment moves units in, out or to
 * a counted total (adjustStock); a customer order holds units from its confirmation and takes them
 * when it leaves, or lets them go or gets them back when cancelled (order-stock.ts). What may be sold,
 * adjusted out or held is what is not held already (decision 0054). The demo stamps its moves in the
 * past and not in time order, so a move is checked against the units available at its moment and at
 * every moment after it: the history reads in order and never dips below zero, nor below what is
 * held. It starts from the stock rows and the movements written so far.
 */
export async function demoStockLedger(tx: Db, shopId: string, userId: string) {
  const rows = await tx
    .select({
      variantId: variantStock.variantId,
      branchId: variantStock.branchId,
      quantity: variantStock.quantity,
      reserved: variantStock.reserved,
    })
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
    rows.map((r) => [
      keyOf(r.variantId, r.branchId),
      { opening: r.quantity, openingReserved: r.reserved, changes: [] },
    ]),
  );
  for (const m of past) {
    const line = timelines.get(keyOf(m.variantId, m.branchId));
    if (!line) continue;
    line.opening -= m.change;
    line.changes.push({ at: m.at.getTime(), change: m.change, reserved: 0 });
  }
  const changed = new Map<string, { variantId: string; branchId: string; change: number; reserved: number }>();
  const movements: MovementRow[] = [];

  function timelineOf(variantId: string, branchId: string): Timeline {
    const line = timelines.get(keyOf(variantId, branchId));
    if (!line) throw new Error(`demo stock moves a variant with no stock row: ${variantId} at ${branchId}`);
    return line;
  }

  /**
   * The units at `at` (after every change up to it), those held then for orders, and the fewest
   * available (not held) from then on.
   */
  function unitsFrom(line: Timeline, at: number) {
    let running = line.opening;
    let held = line.openingReserved;
    let units = running;
    let reserved = held;
    let later = Number.POSITIVE_INFINITY;
    for (const c of line.changes) {
      running += c.change;
      held += c.reserved;
      if (c.at <= at) [units, reserved] = [running, held];
      else later = Math.min(later, running - held);
    }
    return { units, reserved, fewest: Math.min(units - reserved, later) };
  }

  /** Moves the units (`quantityChange`, a movement) and those held (`reservedChange`, none) at a moment. */
  function move(
    place: Place,
    variantId: string,
    name: string,
    quantityChange: number,
    cause: Cause,
    reservedChange = 0,
  ) {
    const line = timelineOf(variantId, place.branchId);
    const at = place.at.getTime();
    const available = quantityChange - reservedChange;
    if (available < 0 && unitsFrom(line, at).fewest + available < 0) {
      throw conflict("stock_short", { params: { name } });
    }
    const after = line.changes.findIndex((c) => c.at > at);
    const entry = { at, change: quantityChange, reserved: reservedChange };
    line.changes.splice(after < 0 ? line.changes.length : after, 0, entry);
    const key = keyOf(variantId, place.branchId);
    const sum = changed.get(key) ?? { variantId, branchId: place.branchId, change: 0, reserved: 0 };
    changed.set(key, { ...sum, change: sum.change + quantityChange, reserved: sum.reserved + reservedChange });
    if (quantityChange === 0) return;
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
    /**
     * A customer order confirmed: holds its counted products' units (a variant on several lines is
     * one hold), as reserveForOrder does. Answers the variants that keep a count, the ones it held.
     */
    reserve(at: OrderMove, lines: StockLine[]): Set<string> {
      for (const line of perVariant(lines.filter((l) => tracked.has(l.variantId)))) {
        move(at, line.variantId, line.name, 0, { reason: "order" }, line.quantity);
      }
      return new Set(lines.map((l) => l.variantId).filter((id) => tracked.has(id)));
    },
    /** A confirmed order cancelled: lets go of what it held (`held`, the lines it reserved). */
    release(at: OrderMove, held: StockLine[]) {
      for (const line of perVariant(held)) move(at, line.variantId, line.name, 0, { reason: "order" }, -line.quantity);
    },
    /** A held order shipped or handed over: its units leave stock and the hold together, as sendOrder does. */
    send(at: OrderMove, held: StockLine[]) {
      for (const line of perVariant(held)) {
        move(at, line.variantId, line.name, -line.quantity, { reason: "order", orderId: at.orderId }, -line.quantity);
      }
    },
    /** A shipped order cancelled: what it sent comes back, read from its own movements, as returnOrder does. */
    putBack(at: OrderMove) {
      const sent = movements.filter((m) => m.orderId === at.orderId && m.reason === "order");
      for (const m of sent) move(at, m.variantId, "", -m.quantityChange, { reason: "order", orderId: at.orderId });
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
    /** The movements in one statement, and each stock row moved once by its sums. */
    async write() {
      if (movements.length > 0) await tx.insert(stockMovements).values(movements);
      const sums = [...changed.values()].filter((c) => c.change !== 0 || c.reserved !== 0);
      if (sums.length === 0) return;
      const values: SQL = sql.join(
        sums.map((c) => sql`(${c.variantId}::uuid, ${c.branchId}::uuid, ${c.change}::int, ${c.reserved}::int)`),
        sql`, `,
      );
      await tx.execute(sql`
        update ${variantStock} set
          ${sql.identifier(variantStock.quantity.name)} = ${variantStock.quantity} + moved.change,
          ${sql.identifier(variantStock.reserved.name)} = ${variantStock.reserved} + moved.reserved
        from (values ${values}) as moved (variant_id, branch_id, change, reserved)
        where ${and(
          eq(variantStock.shopId, shopId),
          sql`${variantStock.variantId} = moved.variant_id`,
          sql`${variantStock.branchId} = moved.branch_id`,
        )}`);
    },
  };
}
