// The reports' lines of `npm run bench` (PostgreSQL): the consumption report by vehicle of a company
// of a thousand vehicles (scripts/bench-report-data.mjs), over its year and over its last month,
// each beside the same SQL on a bare route (scripts/bench-anchor-report.mjs), with the plan of the
// year's query read once: it must come through purchases_completed_idx, never a scan of the table.
import { openRawDatabase } from "./bench-raw-db.mjs";
import { consumptionByVehicle } from "./bench-anchor-report.mjs";
import { reportCompanySession } from "./bench-report-data.mjs";

const goal = { text: "≥ 60 %", isMet: (r) => r.ratio >= 0.6 };

/** A JSON value with its keys in order, so two answers compare by what they say. */
const canonical = (value) =>
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
function firstDifference(a, b, at = "") {
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
const dateOf = (ms) => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Karachi" }).format(new Date(ms));
const nextDay = (date) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

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
async function planOf(databaseUrl, companyId, from, to) {
  const database = await openRawDatabase({ url: databaseUrl });
  const params = [companyId, karachi(from), karachi(nextDay(to)), 10, 0];
  const explain = `explain (analyze, costs off) ${consumptionByVehicle}`;
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
        Object.assign(headers, await reportCompanySession(servers.app));
        const [a, b] = await Promise.all([
          fetch(servers.app + appPath, { headers }).then((r) => r.json()),
          fetch(servers.anchor + anchorPath).then((r) => r.json()),
        ]);
        const difference = firstDifference(canonical(a.result), canonical(b.result));
        const same = difference ? `ANSWERS DIFFER at ${difference}` : "same answer";
        const plan = `; ${await planOf(servers.databaseUrl, data.companyId, from, end)}`;
        return `${title}: ${same} (${a.result.items.length} rows of ${a.result.total}, ${a.result.totals.fuelings} fills)${plan}`;
      },
      app: () => ({ url: servers.app + appPath, headers }),
      anchor: () => ({ url: servers.anchor + anchorPath }),
    };
  });
}
