import {
  DiscountType,
  JOB_TITLES,
  WEEK_DAYS,
  WeeklyScheduleSchema,
  authEndpoints,
  discountedPrice,
  isAllowedDuration,
  isShopPermission,
  packageEndpoints,
  packageTotals,
  serviceEndpoints,
  type Discount,
} from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../../test/app.js";
import { createPinHasher, loadPinSecret } from "../../platform/pin-hash.js";
import {
  branches,
  categories,
  packageProducts,
  packageServices,
  packages,
  productVariants,
  products,
  roles,
  serviceBranches,
  serviceMembers,
  serviceNames,
  services,
  shopUsers,
  shops,
  teamMemberBranches,
  variantStock,
} from "../schema/index.js";
import { DEMO_SHOP, seedDemoData } from "./demo.js";
import { DEMO_MEMBER_SIGN_INS } from "./demo-roles.js";

const t = useTestApp();
let seeded = false;
beforeAll(async () => {
  seeded = await seedDemoData(t.db, createPinHasher(loadPinSecret(t.config)));
});

const ARABIC = /^[\u0600-\u06FF\s]+$/;
/** A stored discount as the rules take it: paisa for Fixed, basis points turned into a percent for Percentage. */
const discountOf = (type: number | null, value: number): Discount =>
  type === DiscountType.percentage
    ? { type: DiscountType.percentage, value: value / 100 }
    : type === DiscountType.fixed
      ? { type: DiscountType.fixed, value }
      : { type: null, value: 0 };

async function signIn(email: string) {
  const res = await t.api.call(authEndpoints.login, { body: { email, password: DEMO_SHOP.password } });
  expect(res.status, res.body.message).toBe(200);
  return res.body.result;
}

describe("the demo seed", () => {
  it("seeds an empty database once, and never a database that has a shop", async () => {
    expect(seeded).toBe(true);
    expect(await seedDemoData(t.db, createPinHasher(loadPinSecret(t.config)))).toBe(false);
    expect(await t.db.select().from(shops)).toHaveLength(1);
    expect(await t.db.select().from(services)).toHaveLength(12);
  });

  it("has service and product categories with English and Arabic names", async () => {
    const rows = await t.db.select().from(categories);
    expect(rows.filter((c) => c.kind === "services").map((c) => c.nameEnglish)).toEqual(
      expect.arrayContaining(["Maintenance", "Tyres and alignment", "Denting and painting", "Air conditioning"]),
    );
    expect(rows.filter((c) => c.kind === "products").map((c) => c.nameEnglish)).toEqual(
      expect.arrayContaining(["Engine oil", "Filters", "Brake parts"]),
    );
    for (const c of rows) expect(c.nameArabic).toMatch(ARABIC);
  });

  it("offers a dozen services at both branches, priced in whole rupees, in 5-minute steps", async () => {
    const rows = await t.db.select().from(services);
    const names = rows.map((s) => s.name);
    expect(names).toEqual(expect.arrayContaining(["Oil change", "Engine tuning", "Wheel alignment", "Car wash"]));
    expect(names).toEqual(expect.arrayContaining(["AC service and gas refill", "Brake pad replacement"]));
    const links = await t.db.select().from(serviceBranches);
    for (const s of rows) {
      expect(
        links.filter((l) => l.serviceId === s.id),
        s.name,
      ).toHaveLength(2);
      expect(isAllowedDuration(s.durationMinutes), s.name).toBe(true);
      expect(s.priceMinor % 100, s.name).toBe(0);
      expect(s.priceMinor).toBeGreaterThanOrEqual(50_000);
      const price = discountedPrice(s.priceMinor, discountOf(s.discountType, s.discountValue));
      expect(price).toBeGreaterThan(0);
      expect(price).toBeLessThanOrEqual(s.priceMinor);
    }
    expect(rows.find((s) => s.name === "Oil change")).toMatchObject({ priceMinor: 150_000, durationMinutes: 30 });
    // Engine tuning: Rs 4,500 less 10 % (1000 basis points), 1h 30min.
    expect(rows.find((s) => s.name === "Engine tuning")).toMatchObject({
      priceMinor: 450_000,
      discountType: DiscountType.percentage,
      discountValue: 1000,
      durationMinutes: 90,
    });
    expect(rows.filter((s) => s.discountType === DiscountType.fixed).length).toBeGreaterThan(0);
    const offered = (await t.db.select().from(serviceNames)).map((n) => n.name);
    expect(offered.sort()).toEqual([...names].sort());
  });

  it("has someone to perform every service, at a branch that offers it", async () => {
    const [rows, performers, memberBranches] = await Promise.all([
      t.db.select().from(services),
      t.db.select().from(serviceMembers),
      t.db.select().from(teamMemberBranches),
    ]);
    for (const s of rows) {
      const members = performers.filter((p) => p.serviceId === s.id).map((p) => p.userId);
      expect(members.length, s.name).toBeGreaterThan(0);
      expect(memberBranches.some((b) => members.includes(b.userId))).toBe(true);
    }
  });

  it("sells products in variants, with stock at both branches and a price above cost", async () => {
    const [rows, variants, stock] = await Promise.all([
      t.db.select().from(products),
      t.db.select().from(productVariants),
      t.db.select().from(variantStock),
    ]);
    expect(rows.map((p) => p.name)).toEqual(expect.arrayContaining(["Shell Helix HX7 10W-40", "Air filter"]));
    const oil = rows.find((p) => p.name === "Shell Helix HX7 10W-40");
    expect(oil?.unit).toBe("Litter");
    expect(variants.filter((v) => v.productId === oil?.id).map((v) => v.name)).toEqual(["4 L", "1 L"]);
    const pads = rows.find((p) => p.name === "Brake pads");
    expect(variants.filter((v) => v.productId === pads?.id).map((v) => v.name)).toContain("Rear, Toyota Corolla");
    for (const p of rows) expect(variants.filter((v) => v.productId === p.id).length, p.name).toBeGreaterThan(1);
    for (const v of variants) {
      expect(v.priceMinor, v.name).toBeGreaterThan(v.unitPriceMinor);
      const levels = stock.filter((s) => s.variantId === v.id);
      expect(levels, v.sku ?? v.name).toHaveLength(2);
      expect(levels.every((s) => s.quantity > 0)).toBe(true);
    }
  });

  it("has two service packages at Gulberg and a kit of products at each branch, priced under their lines", async () => {
    const [rows, lines, productLines, offered, all, variants] = await Promise.all([
      t.db.select().from(packages),
      t.db.select().from(packageServices),
      t.db.select().from(packageProducts),
      t.db.select().from(serviceBranches),
      t.db.select().from(services),
      t.db.select().from(productVariants),
    ]);
    expect(rows.map((p) => p.name).sort()).toEqual([
      "Basic service",
      "Filter set, Civic",
      "Full service",
      "Oil change kit, Corolla",
    ]);
    expect(new Set(rows.map((p) => p.branchId)).size).toBe(2);
    for (const p of rows) {
      const packaged = all.filter((s) => lines.some((l) => l.packageId === p.id && l.serviceId === s.id));
      const goods = productLines.filter((l) => l.packageId === p.id);
      expect(packaged.length > 0, p.name).toBe(p.name.endsWith("service"));
      expect(goods.length, p.name).toBeGreaterThan(0);
      for (const s of packaged)
        expect(offered).toContainEqual({ shopId: p.shopId, serviceId: s.id, branchId: p.branchId });
      const totals = packageTotals([
        ...packaged.map((s) => ({
          priceMinor: s.priceMinor,
          discount: discountOf(s.discountType, s.discountValue),
          durationMinutes: s.durationMinutes,
        })),
        ...goods.map((l) => {
          const v = variants.find((variant) => variant.id === l.variantId);
          return {
            priceMinor: v?.priceMinor ?? 0,
            discount: discountOf(v?.discountType ?? null, v?.discountValue ?? 0),
            quantity: l.quantity,
          };
        }),
      ]);
      expect(p.priceMinor, p.name).toBeLessThan(totals.totalMinor);
      expect(p.priceMinor).toBeGreaterThan(totals.totalMinor * 0.8);
    }
  });

  it("has five team members with valid weekly schedules, Monday to Saturday", async () => {
    const members = await t.db.select().from(shopUsers).where(eq(shopUsers.isOwner, false));
    const memberBranches = await t.db.select().from(teamMemberBranches);
    expect(members).toHaveLength(5);
    for (const m of members) {
      expect(m.nameArabic, m.name).toMatch(ARABIC);
      expect(JOB_TITLES).toContain(m.jobTitle);
      expect(["Male", "Female", "Other"]).toContain(m.gender);
      expect(memberBranches.filter((b) => b.userId === m.id).length, m.name).toBeGreaterThan(0);
      const schedule = WeeklyScheduleSchema.safeParse(m.weeklySchedule);
      expect(schedule.error?.issues ?? [], m.name).toEqual([]);
      const ticked = (schedule.data ?? []).filter((d) => d.isCheck).map((d) => d.day);
      expect(ticked).toEqual(WEEK_DAYS.filter((d) => d !== "Sunday"));
    }
    expect(members.find((m) => m.name === "Muhammad Imran")?.weeklySchedule?.[0]).toEqual({
      day: "Monday",
      isCheck: true,
      work_slots: [{ start_time: "09:00", end_time: "18:00" }],
      break_slots: [{ start_time: "13:00", end_time: "14:00" }],
    });
  });

  it("has a view-only Receptionist role and a Workshop manager role with most permissions", async () => {
    const rows = await t.db.select().from(roles);
    expect(rows.map((r) => r.name).sort()).toEqual(["Receptionist", "Workshop manager"]);
    for (const r of rows) expect(r.permissions.every(isShopPermission), r.name).toBe(true);
    const receptionist = rows.find((r) => r.name === "Receptionist");
    expect(receptionist?.permissions).toEqual(expect.arrayContaining(["services.view", "team.view", "clients.view"]));
    expect(receptionist?.permissions.every((p) => p.endsWith(".view"))).toBe(true);
    const manager = rows.find((r) => r.name === "Workshop manager");
    expect(manager?.permissions).toEqual(expect.arrayContaining(["services.add", "team.toggle_status", "roles.view"]));
    expect(manager?.permissions).not.toContain("roles.edit");
  });
});

describe("the demo sign-ins", () => {
  it("lets the receptionist sign in, see the services and not add one", async () => {
    const { token, user } = await signIn(DEMO_MEMBER_SIGN_INS.receptionist);
    expect(user).toMatchObject({ name: "Sana Malik", is_owner: false });
    expect(user.permissions).toContain("services.view");
    expect(user.permissions).not.toContain("services.add");
    const list = await t.api.call(serviceEndpoints.list, { token, query: { page: 1, limit: 10 } });
    expect(list.status).toBe(200);
    expect(list.body.result).toMatchObject({ total: 12, page: 1, limit: 10 });
    const [category] = await t.db.select().from(categories).where(eq(categories.kind, "services")).limit(1);
    const add = await t.api.call(serviceEndpoints.create, {
      token,
      body: { name: "Tyre rotation", category_id: category?.id, price: 800, duration: "30min" },
    });
    expect(add.status).toBe(403);
  });

  it("lets the workshop manager sign in with the manager's permissions", async () => {
    const { user } = await signIn(DEMO_MEMBER_SIGN_INS.manager);
    expect(user.name).toBe("Tariq Mehmood");
    expect(user.permissions).toContain("services.add");
    expect(user.permissions).not.toContain("roles.edit");
  });

  it("shows the owner the packages at Gulberg with their totals above their prices", async () => {
    const { token } = await signIn(DEMO_SHOP.email);
    const [gulberg] = await t.db.select().from(branches).where(eq(branches.branchNameEnglish, "Gulberg"));
    const list = await t.api.call(packageEndpoints.list, {
      token,
      query: { page: 1, limit: 10, branch_id: gulberg?.id },
    });
    expect(list.status).toBe(200);
    expect(list.body.result.total).toBe(3);
    const basic = list.body.result.items.find((p) => p.name === "Basic service");
    // Oil change 1,500 + car wash 1,000 + 4 L oil (9,800 less 300) + oil filter 900 = Rs 12,900, sold at Rs 12,000.
    expect(basic).toMatchObject({ total_amount: 12_900, price: 12_000, total_duration: 75 });
  });
});
