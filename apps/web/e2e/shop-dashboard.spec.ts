import { type Lang, choose, moneyText, openInLanguage } from "./catalog-steps";
import { expectChartsDrawn, expectKpi, placeAndHandOverOrderThroughApi } from "./dashboard-steps";
import { labels } from "./labels";
import {
  addMemberThroughApi,
  createBranchThroughApi,
  createShopThroughApi,
  expectDirection,
  signInThroughApi,
  signInThroughPage,
  uniqueEmail,
} from "./support";
import { expect, test } from "./toasts";

/** The name `createShopThroughApi` gives every shop it signs up. */
const SHOP_NAME = "Karachi Auto Clinic";

// Each language signs up its own shop: the two may run side by side.
test.describe.configure({ mode: "parallel" });

for (const lang of ["en", "ar"] as const satisfies Lang[]) {
  test(`the owner of a fresh shop sees an order's sale on the dashboard, period and branch kept in the address (${lang})`, async ({
    page,
    request,
  }) => {
    test.slow();
    const t = labels(lang);
    const owner = await createShopThroughApi(request);
    const token = await signInThroughApi(request, owner);
    const branch = { english: "Clifton", arabic: "كليفتون" };
    const branchId = await createBranchThroughApi(request, token, branch);

    await openInLanguage(page, lang);
    await signInThroughPage(page, t, owner);
    await expectKpi(page, t, "shop.dashboard.kpi.gross_sales", moneyText(0));
    await expectKpi(page, t, "shop.dashboard.kpi.orders", "0");
    await expect(page.getByText(t("shop.dashboard.charts.no_sales")).first()).toBeVisible();
    await expect(page.getByText(t("shop.dashboard.recent_orders.empty"))).toBeVisible();

    const order = await placeAndHandOverOrderThroughApi(request, token, branchId);
    await page.reload();
    await expectKpi(page, t, "shop.dashboard.kpi.gross_sales", moneyText(order.total));
    await expectKpi(page, t, "shop.dashboard.kpi.orders", "1");
    await expectKpi(page, t, "shop.dashboard.kpi.amount_paid", moneyText(0));
    await expectKpi(page, t, "shop.dashboard.kpi.unpaid_balance", moneyText(order.total));
    const recent = page.getByRole("table", { name: t("shop.dashboard.recent_orders.title") });
    await expect(recent.getByRole("link", { name: order.number_display })).toHaveAttribute(
      "href",
      `/orders/${order._id}`,
    );
    await expectChartsDrawn(page, t("shop.dashboard.charts.daily_chart", { total: moneyText(order.total) }), lang);
    await expectChartsDrawn(page, t("shop.dashboard.charts.city_orders_title"), lang);
    await expectDirection(page, lang === "ar" ? "rtl" : "ltr", lang);

    // Last month had no sale; the address keeps the period through a reload, and this month comes back.
    await choose(page, page, t("shop.dashboard.period.label"), t("shop.dashboard.period.presets.last_month"));
    await expect(page).toHaveURL(/period=last_month/);
    await expectKpi(page, t, "shop.dashboard.kpi.gross_sales", moneyText(0));
    await page.reload();
    await expect(page.getByRole("textbox", { name: t("shop.dashboard.period.label"), exact: true })).toHaveValue(
      t("shop.dashboard.period.presets.last_month"),
    );
    await expectKpi(page, t, "shop.dashboard.kpi.orders", "0");

    await choose(page, page, t("shop.dashboard.period.label"), t("shop.dashboard.period.presets.this_month"));
    await choose(page, page, t("shop.dashboard.period.branch"), lang === "ar" ? branch.arabic : branch.english);
    await expect(page).toHaveURL(new RegExp(`branch_id=${branchId}`));
    await page.reload();
    await expectKpi(page, t, "shop.dashboard.kpi.gross_sales", moneyText(order.total));
    await expectKpi(page, t, "shop.dashboard.kpi.orders", "1");
  });
}

test("a member whose role does not hold dashboard.view lands on the dashboard without its figures", async ({
  page,
  request,
}) => {
  const t = labels("en");
  const owner = await createShopThroughApi(request);
  const ownerToken = await signInThroughApi(request, owner);
  const member = { email: uniqueEmail("member"), password: "member-password-1" };
  await addMemberThroughApi(request, ownerToken, { ...member, role: "Front desk", permissions: ["clients.view"] });

  await openInLanguage(page, "en");
  await signInThroughPage(page, t, member);
  await expect(page.getByRole("heading", { name: t("shop.dashboard.greeting", { shop: SHOP_NAME }) })).toBeVisible();
  await expect(page.getByTestId("dashboard-kpis")).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: t("shop.dashboard.period.label"), exact: true })).toHaveCount(0);
  // Behind the screen: the member's own session is refused the figures, for the permission.
  const refused = await request.get("/customer/api/order/dashboard-analytics", {
    headers: { authorization: `Bearer ${await signInThroughApi(request, member)}` },
  });
  expect(refused.status()).toBe(403);
});
