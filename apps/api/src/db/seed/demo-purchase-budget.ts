import type { DemoCredit } from "./demo-purchase-world.js";

const DAY = 86_400_000;

/** What the wallet holds at the end of the history, of all the top-ups put in: enough for a demo at the pump. */
const FINAL_SHARE = 0.25;
/** What the history leaves in the wallet at every moment, of all the top-ups put in, but around the slow approval. */
const RESERVE_SHARE = 0.07;
/** The days before the slow approval in which the company runs its wallet down. */
const LEAD_IN = 3 * DAY;

export interface SpendingPlan {
  /** How much of its money the fleet may have spent by `at` (minor units). */
  allowedAt: (at: Date) => number;
  /** Whether `at` is in the days the company runs its wallet down, or while the slow approval waits. */
  isLeadIn: (at: Date) => boolean;
  /**
   * The wait for the slowest approval after the first: drivers keep fuelling while the wallet is
   * nearly empty, and the pump declines what it cannot hold. Null when no approval waited long.
   */
  lowWait: { from: Date; to: Date } | null;
}

/**
 * Paces the history's spending along a line under the money the approved top-ups put in by each
 * moment: always a reserve below it, except in the days before the slowest approval, when the
 * company spends its first top-ups down and the pump declines a fill for insufficient funds.
 */
export function planSpending(credits: DemoCredit[], start: Date, end: Date): SpendingPlan {
  const credited = (at: Date) => credits.reduce((sum, c) => (c.at <= at ? sum + c.amount : sum), 0);
  const total = credited(end);
  const slow = credits
    .slice(1)
    .filter((c) => c.at.getTime() - c.requestedAt.getTime() >= 4 * 3_600_000 && c.requestedAt > start)
    .sort((a, b) => b.at.getTime() - b.requestedAt.getTime() - (a.at.getTime() - a.requestedAt.getTime()))[0];
  const lowWait = slow ? { from: slow.requestedAt, to: slow.at } : null;

  const knots: [number, number][] = [[start.getTime(), 0]];
  // Spent down a day before the company sends the next top-up: what makes it send one.
  if (lowWait) knots.push([lowWait.from.getTime() - DAY, credited(lowWait.from)]);
  knots.push([end.getTime(), total * (1 - FINAL_SHARE)]);
  const line = (at: number) => {
    const i = knots.findIndex(([time]) => time >= at);
    if (i <= 0) return i === 0 ? knots[0]![1] : knots.at(-1)![1];
    const [t0, v0] = knots[i - 1]!;
    const [t1, v1] = knots[i]!;
    return v0 + ((v1 - v0) * (at - t0)) / (t1 - t0);
  };
  const isLeadIn = (at: Date) =>
    lowWait !== null && at.getTime() >= lowWait.from.getTime() - LEAD_IN && at <= lowWait.to;
  const reserve = (at: Date) => (isLeadIn(at) ? 0 : total * RESERVE_SHARE);
  return {
    allowedAt: (at) => Math.max(0, Math.min(line(at.getTime()), credited(at) - reserve(at))),
    isLeadIn,
    lowWait,
  };
}

/**
 * Keeps each rule's share of the spending plan: a rule's vehicles fill only while what they spent
 * stays under their share of what the plan allows by then (so a truck's big fill is not crowded out
 * by many small ones, shares weighed by what their visits would buy), the whole fleet under the
 * plan in the days before the wallet runs low, and nobody in the low days themselves: drivers do
 * not see the balance, the pump does.
 */
export function createPacing(
  plan: SpendingPlan,
  wallet: { spent: number; held: number },
  visits: { ruleId: string; cost: number }[],
) {
  const weights = new Map<string, number>();
  for (const { ruleId, cost } of visits) weights.set(ruleId, (weights.get(ruleId) ?? 0) + cost);
  const all = [...weights.values()].reduce((a, b) => a + b, 0) || 1;
  const spent = new Map<string, number>();
  const isLow = (at: Date) => plan.lowWait !== null && at >= plan.lowWait.from && at <= plan.lowWait.to;
  return {
    /** Whether `at` is in the days the wallet runs low, or while the top-up waits. */
    isTight: plan.isLeadIn,
    canSpend(at: Date, ruleId: string, total: number) {
      if (isLow(at)) return true;
      const allowed = plan.allowedAt(at);
      if (plan.isLeadIn(at)) return wallet.spent + wallet.held + total <= allowed;
      return (spent.get(ruleId) ?? 0) + total <= (allowed * (weights.get(ruleId) ?? 0)) / all;
    },
    /** What a rule's purchases took from the wallet or gave back (a hold, its completion, its release). */
    add: (ruleId: string, amount: number) => void spent.set(ruleId, (spent.get(ruleId) ?? 0) + amount),
  };
}

export type Pacing = ReturnType<typeof createPacing>;
