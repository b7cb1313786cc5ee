import { and, eq, sql, type SQLWrapper } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../test/app.js";
import { createCategory } from "../test/factories/catalog.js";
import { createBranch, createShop } from "../test/factories/shop.js";
import { isLinkedTo, linkedIdsQuery } from "./links.js";
import { serviceBranches, serviceMembers, services, shopUsers, teamMemberBranches } from "./schema/index.js";

const t = useTestApp();

/** A node of EXPLAIN (FORMAT JSON): the fields read here, and its children. */
interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Index Cond"?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * How the statement reads `table`: each scan of it (or of one of its indexes) with its index
 * condition. A few hundred links fit in a few pages, where reading them all costs the planner less
 * than any index; with whole-table scans priced out, the plan shows the index that can serve the
 * statement, and what of that index's key the statement names.
 */
async function scansOf(statement: SQLWrapper, table: string) {
  const result = await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return tx.execute(sql`explain (format json) ${statement}`);
  });
  // Both drivers answer one row of one column; PGlite and pg may or may not have parsed its JSON.
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const cell = Object.values(row ?? {})[0];
  const [plan] = (typeof cell === "string" ? JSON.parse(cell) : cell) as { Plan: PlanNode }[];
  return nodesOf(plan!.Plan)
    .filter((node) => node["Relation Name"] === table || node["Index Name"]?.startsWith(`${table}_`))
    .map((node) => ({ type: node["Node Type"], index: node["Index Name"], cond: node["Index Cond"] ?? "" }));
}

/** Every read of the link table goes through an index, and names the shop in its condition. */
function expectReadByShop(scans: Awaited<ReturnType<typeof scansOf>>) {
  expect(scans.length).toBeGreaterThan(0);
  expect(scans.map((scan) => scan.type)).not.toContain("Seq Scan");
  const indexed = scans.filter((scan) => scan.index);
  expect(indexed.length).toBeGreaterThan(0);
  for (const scan of indexed) expect(scan.cond).toMatch(/\bshop_id = /);
}

interface SeededShop {
  shopId: string;
  branchId: string;
  userIds: string[];
  serviceIds: string[];
}

/** A shop of 20 members and 15 services at 3 branches, every member performing every service. */
async function seedShop(): Promise<SeededShop> {
  const { shopId } = await createShop(t);
  const branchIds = [(await createBranch(t, shopId)).id, (await createBranch(t, shopId)).id];
  branchIds.push((await createBranch(t, shopId)).id);
  const { id: categoryId } = await createCategory(t, shopId);
  const users = await t.db
    .insert(shopUsers)
    .values(Array.from({ length: 20 }, (_, i) => ({ shopId, name: `Member ${i}`, isOwner: false })))
    .returning({ id: shopUsers.id });
  const rows = await t.db
    .insert(services)
    .values(
      Array.from({ length: 15 }, (_, i) => ({
        shopId,
        categoryId,
        name: `Service ${i}`,
        priceMinor: 1,
        durationMinutes: 30,
      })),
    )
    .returning({ id: services.id });
  const userIds = users.map((u) => u.id);
  const serviceIds = rows.map((s) => s.id);
  const pairs = <A, B>(as: A[], bs: B[]) => as.flatMap((a) => bs.map((b) => [a, b] as const));
  await t.db
    .insert(serviceMembers)
    .values(pairs(serviceIds, userIds).map(([serviceId, userId]) => ({ shopId, serviceId, userId })));
  await t.db
    .insert(teamMemberBranches)
    .values(pairs(userIds, branchIds).map(([userId, branchId]) => ({ shopId, userId, branchId })));
  await t.db
    .insert(serviceBranches)
    .values(pairs(serviceIds, branchIds).map(([serviceId, branchId]) => ({ shopId, serviceId, branchId })));
  return { shopId, branchId: branchIds[0]!, userIds, serviceIds };
}

describe("reads of a link table name the shop its keys start with", () => {
  let shop: SeededShop;
  beforeAll(async () => {
    shop = await seedShop();
    await seedShop();
    // PGlite has no autovacuum: statistics as a live server would have them.
    await t.db.execute(sql`analyze service_members, team_member_branches, service_branches`);
  });

  it("reads a page's links by the owner's end of the primary key", async () => {
    const page = shop.userIds.slice(0, 10);
    const statement = linkedIdsQuery(
      t.db,
      teamMemberBranches,
      teamMemberBranches.userId,
      teamMemberBranches.branchId,
      shop.shopId,
      page,
    );
    expectReadByShop(await scansOf(statement, "team_member_branches"));
    expect(await statement).toHaveLength(30);
  });

  it("reads a page's links by the other end through the (shop, second) index", async () => {
    const page = shop.userIds.slice(0, 10);
    const statement = linkedIdsQuery(
      t.db,
      serviceMembers,
      serviceMembers.userId,
      serviceMembers.serviceId,
      shop.shopId,
      page,
    );
    expectReadByShop(await scansOf(statement, "service_members"));
    expect(await statement).toHaveLength(150);
  });

  it("filters a list by a linked row with the outer row's shop", async () => {
    const statement = t.db
      .select({ id: services.id })
      .from(services)
      .where(
        and(
          eq(services.shopId, shop.shopId),
          isLinkedTo(
            t.db,
            serviceBranches,
            serviceBranches.serviceId,
            services,
            serviceBranches.branchId,
            shop.branchId,
          ),
        ),
      );
    expectReadByShop(await scansOf(statement, "service_branches"));
    expect(await statement).toHaveLength(15);
  });
});
