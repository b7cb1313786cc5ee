// The reports' and the dashboard's lines of `npm run bench` (PostgreSQL): the consumption report by
// vehicle of a company of a thousand vehicles (scripts/bench-report-data.mjs), over its year and over
// its last month, and the dashboard's twelve months of consumption, each beside the same SQL on a bare
// route (scripts/bench-anchor-report.mjs), with the plan of the query read once: it must come through
// purchases_completed_idx, never a scan of the table.
import { dateIn, monthsEndingAt, plusDays } from "./bench-dates.mjs";
import { openRawDatabase } from "./bench-raw-db.mjs";
import { consumptionByVehicle, fillsByMonth } from "./bench-anchor-report.mjs";
import { reportCompanySession } from "./bench-report-data.mjs";

const goal = { text: "≥ 60 %", isMet: (r) => r.ratio >= 0.6 };

/** A JSON value with its keys in order, so two answers compare by what they say. */
export const canonical = (value) =>
  Array.isArray(value)
    ? value.map(canonical)
    : value && typeof value === "object"
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, canonical(value[key])]),
        )
      : value;

/** Where two answers first differ ("items.3.km: 400 / 300"), or null. */
export function firstDifference(a, b, at = "") {
  if (typeof a !== "object" || a === null || typeof b !== "object" || b === null) {
    return a === b ? null : `${at}: ${JSON.stringify(a)} / ${JSON.stringify(b)}`;
  }
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const found = firstDifference(a[key], b[key], at ? `${at}.${key}` : key);
    if (found) return found;
  }
  return null;
}
const karachi = (date) => `${date}T00:00:00+05:00`;
const dateOf = (ms) => dateIn("Asia/Karachi", ms);
const nextDay = (date) => plusDays(date, 1);

/** A plan in a few words: how it reads purchases (a scan, or which index) and its time in the database. */
function planWords(rows) {
  const plan = rows.map((r) => r["QUERY PLAN"]).join("\n");
  const index = /(?:Index Scan|Index Only Scan) using (\w+) on purchases|Bitmap Index Scan on (\w+)/.exec(plan);
  const read = /Seq Scan on purchases/.test(plan) ? "a scan of purchases" : (index?.[1] ?? index?.[2] ?? "?");
  return `${read}, ${/Execution Time: ([\d.]+ ms)/.exec(plan)?.[1] ?? "?"}`;
}

/**
 * The plan of the query for the range, as the planner picks it and with scans of whole tables
 * forbidden: on the bench's database the company's year is nearly every row of purchases, where a
 * scan is the cheaper plan; among many companies the index is the only one.
 */
async function planOf(databaseUrl, companyId, query, params) {
  const database = await openRawDatabase({ url: databaseUrl });
  const explain = `explain (analyze, costs off) ${query}`;
  try {
    const [{ share }] = await database.query(
      "select round(100.0 * count(*) filter (where company_id = $1) / count(*)) as share from purchases",
      [companyId],
    );
    const chosen = planWords(await database.query(explain, params));
    const indexOnly = await database.transaction(async (query) => {
      await query("set local enable_seqscan = off");
      return planWords(await query(explain, params));
    });
    return `the company holds ${share} % of purchases; planned: ${chosen}; scans forbidden: ${indexOnly}`;
  } finally {
    await database.close();
  }
}

/** Signs in anew, asks the app and the anchor once each, and compares: the app's answer and "same answer" or where they differ. */
async function compared(servers, headers, appPath, anchorPath) {
  Object.assign(headers, await reportCompanySession(servers.app));
  const [a, b] = await Promise.all([
    fetch(servers.app + appPath, { headers }).then((r) => r.json()),
    fetch(servers.anchor + anchorPath).then((r) => r.json()),
  ]);
  const difference = firstDifference(canonical(a.result), canonical(b.result));
  return { result: a.result, same: difference ? `ANSWERS DIFFER at ${difference}` : "same answer" };
}

/** The two lines on `servers` (app, anchor bases, the database's URL) for the company `data` loaded. */
export function reportLines(servers, data) {
  const to = dateOf(Date.now());
  const ranges = [
    { what: "a year", from: dateOf(Date.now() - 364 * 86_400_000), to },
    { what: "a month", from: `${to.slice(0, 8)}01`, to },
  ];
  const headers = {};
  const vehicles = data.vehicles.toLocaleString("en");
  return ranges.map(({ what, from, to: end }) => {
    const appPath = `/fueling/api/reports/consumption?by=vehicle&from=${from}&to=${end}`;
    const anchorPath =
      `/report-consumption?company=${data.companyId}&from=${from}&to=${end}` +
      `&starts=${encodeURIComponent(karachi(from))}&ends=${encodeURIComponent(karachi(nextDay(end)))}`;
    const title = `consumption report by vehicle, ${what}, ${vehicles} vehicles (${data.fills.toLocaleString("en")} fills), PostgreSQL`;
    return {
      title,
      goal,
      session: "none",
      // Signed in anew before each line, and the two answers compared: the same vehicles, figures and totals.
      check: async () => {
        const { result, same } = await compared(servers, headers, appPath, anchorPath);
        const params = [data.companyId, karachi(from), karachi(nextDay(end)), 10, 0];
        const plan = `; ${await planOf(servers.databaseUrl, data.companyId, consumptionByVehicle, params)}`;
        return `${title}: ${same} (${result.items.length} rows of ${result.total}, ${result.totals.fuelings} fills)${plan}`;
      },
      app: () => ({ url: servers.app + appPath, headers }),
      anchor: () => ({ url: servers.anchor + anchorPath }),
    };
  });
}

/** The first day of each of the twelve months up to this one on the company's clock, oldest first, and the next. */
function trendMonths() {
  // The 1st and 31 days on is always in the next month.
  return monthsEndingAt(plusDays(`${dateOf(Date.now()).slice(0, 8)}01`, 31), 13);
}

/** The dashboard's line: its twelve months of consumption (the chart the dashboard opens with). */
export function dashboardLine(servers, data) {
  const months = trendMonths();
  const bounds = months.map((month) => karachi(`${month}-01`));
  const shown = months.slice(0, 12);
  const appPath = "/fueling/api/dashboard/trend";
  const anchorPath =
    `/dashboard-trend?company=${data.companyId}&months=${shown.join(",")}` +
    `&bounds=${encodeURIComponent(bounds.join(","))}`;
  const title = `dashboard: twelve months of consumption, ${data.vehicles.toLocaleString("en")} vehicles (${data.fills.toLocaleString("en")} fills), PostgreSQL`;
  const headers = {};
  return {
    title,
    goal,
    session: "none",
    check: async () => {
      const { result, same } = await compared(servers, headers, appPath, anchorPath);
      const params = [data.companyId, bounds[0], bounds.at(-1), bounds];
      const plan = await planOf(servers.databaseUrl, data.companyId, fillsByMonth, params);
      const fills = result.months.reduce((sum, m) => sum + m.fills, 0);
      return `${title}: ${same} (${fills} fills in twelve months); ${plan}`;
    },
    app: () => ({ url: servers.app + appPath, headers }),
    anchor: () => ({ url: servers.anchor + anchorPath }),
  };
}
