import { and, count, desc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../client.js";
import { employees, purchases, stationReviews } from "../schema/index.js";
import { DEMO_FLEET } from "./demo-fleet.js";

/** What the demo's drivers said on the receipt screen: a rating, and now and then a word. */
const SAID: { rating: number; comment: string | null }[] = [
  { rating: 5, comment: "Quick service, no queue" },
  { rating: 4, comment: null },
  { rating: 5, comment: null },
  { rating: 3, comment: "Had to wait for the attendant" },
  { rating: 4, comment: "Clean forecourt" },
  { rating: 2, comment: "Card reader was slow" },
  { rating: 5, comment: null },
  { rating: 4, comment: null },
  { rating: 1, comment: "Pump stopped twice" },
  { rating: 5, comment: "Friendly staff" },
];

/** Every how many of the latest fills a driver rated the station. */
const RATED_EVERY = 6;

/**
 * Indus Logistics' drivers' ratings of the stations, for the dashboard's latest reviews: some of the
 * latest completed fills rated a minute after they completed, as the terminal's receipt screen
 * would. On the start that added the demo's purchases, and only once.
 */
export async function seedDemoStationReviews(db: Db): Promise<void> {
  const [company] = await db
    .select({ id: employees.companyId })
    .from(employees)
    .where(eq(employees.email, DEMO_FLEET.email));
  if (!company) return;
  const [existing] = await db
    .select({ n: count() })
    .from(stationReviews)
    .where(eq(stationReviews.companyId, company.id));
  if ((existing?.n ?? 0) > 0) return;
  const fills = await db
    .select({
      id: purchases.id,
      stationId: purchases.stationId,
      employeeId: purchases.employeeId,
      resolvedAt: purchases.resolvedAt,
    })
    .from(purchases)
    .where(and(eq(purchases.companyId, company.id), eq(purchases.status, "completed"), isNotNull(purchases.resolvedAt)))
    .orderBy(desc(purchases.resolvedAt))
    .limit(SAID.length * RATED_EVERY);
  const rated = fills.filter((_, i) => i % RATED_EVERY === 0);
  if (rated.length === 0) return;
  await db.insert(stationReviews).values(
    rated.map((fill, i) => ({
      companyId: company.id,
      purchaseId: fill.id,
      stationId: fill.stationId,
      employeeId: fill.employeeId,
      ...SAID[i % SAID.length]!,
      createdAt: new Date(fill.resolvedAt!.getTime() + 60_000),
    })),
  );
}
