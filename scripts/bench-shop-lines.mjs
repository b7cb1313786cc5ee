// The shop dashboard's lines of `npm run bench` (issue 17): the analytics of the last 365 days of a
// shop with a million orders and invoices (scripts/bench-shop-data.mjs), beside the same figures read
// by raw SQL on a bare route (scripts/bench-anchor-dashboard.mjs), once with the sales read from the
// invoices, payments and orders through their best indexes (the anchor: the app must answer
// within 2× of it) and once from the same rollup the app reads (the app's own overhead). Before each,
// the two answers are compared and the anchor's read of the sales is planned: never a scan of a table.
import { dateIn, monthsEndingAt, plusDays } from "./bench-dates.mjs";
import { csrfOf, demoOwnerSession } from "./bench-http.mjs";
import { canonical, firstDifference } from "./bench-report-lines.mjs";

/** The year to today on the shop's clock, its twelve months, and the first and last day either reads. */
function yearOf(zone) {
  const to = dateIn(zone, Date.now());
  const from = plusDays(to, -364);
  const months = monthsEndingAt(to, 12);
  // The 1st and 31 days on is always in the next month: the day before its 1st ends this one.
  const [next] = monthsEndingAt(plusDays(`${to.slice(0, 8)}01`, 31), 1);
  const last = plusDays(`${next}-01`, -1);
  const first = `${months[0]}-01` < from ? `${months[0]}-01` : from;
  return { from, to, months, first, last };
}

/** The app's figures the anchor's answer also holds, put as the anchor puts them. */
function asTheAnchorPuts(app) {
  return {
    ...app,
    recentOrders: app.recentOrders.map((o) => ({ _id: o._id, number: o.number, total: o.total })),
    technicianBookedMinutes: Object.fromEntries(
      app.technicianHours.filter((t) => t.booked_minutes > 0).map((t) => [t._id, t.booked_minutes]),
    ),
  };
}

/** Where the app's answer differs from the anchor's on what the anchor answers, or null. */
function differenceOf(app, anchor) {
  const mine = asTheAnchorPuts(app);
  const { recentOrderTotal: _counted, ...figures } = anchor;
  const picked = Object.fromEntries(Object.keys(figures).map((key) => [key, mine[key]]));
  return firstDifference(canonical(picked), canonical(figures));
}

/** The two lines on `servers` (app and anchor bases) for the shop `data` loaded, on `engine`. */
export function shopDashboardLines(servers, data, engine) {
  const db = engine === "postgres" ? "PostgreSQL" : "PGlite";
  const year = yearOf(data.zone);
  const appPath = `/customer/api/order/dashboard-analytics?from=${year.from}&to=${year.to}`;
  const anchorQuery =
    `shop=${data.shopId}&zone=${encodeURIComponent(data.zone)}&from=${year.from}&to=${year.to}` +
    `&months=${year.months.join(",")}&first=${year.first}&last=${year.last}`;
  const rows = `${data.orders.toLocaleString("en")} orders and ${data.invoices.toLocaleString("en")} invoices`;
  const headers = {};
  const sources = [
    {
      source: "tables",
      // Two connections for 30 s, and 10 s to settle: the anchor takes seconds a request, and more would
      // still be running when the next run starts.
      title: `shop dashboard, a year, ${rows}, beside the sales read by their best indexes, ${db}, 2 connections`,
      goal: { text: "≥ 50 % (within 2×)", isMet: (r) => r.ratio >= 0.5 },
      load: { connections: 2, seconds: 30, settleMs: 10_000 },
    },
    {
      source: "rollup",
      title: `shop dashboard, a year, ${rows}, beside raw SQL of the same rollup, ${db}`,
      goal: { text: "≥ 60 %", isMet: (r) => r.ratio >= 0.6 },
    },
  ];
  return sources.map(({ source, title, goal, load }) => {
    const anchorPath = `/shop-dashboard?source=${source}&${anchorQuery}`;
    return {
      title,
      goal,
      load,
      session: "none",
      // Signed in anew before each line; the answers compared; the anchor's read of the sales planned.
      check: async () => {
        Object.assign(headers, (await demoOwnerSession(servers.app, await csrfOf(servers.app))).signedIn);
        const [app, anchor, plan] = await Promise.all([
          fetch(servers.app + appPath, { headers }).then((r) => r.json()),
          fetch(servers.anchor + anchorPath).then((r) => r.json()),
          fetch(`${servers.anchor}/shop-dashboard/plan?source=${source}&${anchorQuery}`).then((r) => r.json()),
        ]);
        const difference = differenceOf(app.result, anchor.result);
        const same = difference ? `ANSWERS DIFFER at ${difference}` : "same figures";
        const r = app.result;
        return `${title}: ${same} (sales ${r.totalGrossSales} ${r.currency}, ${r.totalOrders} orders placed); the sales read by ${plan.plan}`;
      },
      app: () => ({ url: servers.app + appPath, headers }),
      anchor: () => ({ url: servers.anchor + anchorPath }),
    };
  });
}
