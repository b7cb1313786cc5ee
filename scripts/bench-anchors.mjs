// The lines of issue 12's table: each measured on the app and on its anchor (scripts/bench-anchor-server.mjs)
// in interleaved rounds, with the check that both answered the same before the figures are trusted.
import { Buffer } from "node:buffer";
import { interleaved } from "./bench-load.mjs";
import { asksForLines, options } from "./bench-options.mjs";
import { clientSearches } from "./bench-front-desk.mjs";
import { CONNECTION_HEADERS } from "./bench-http.mjs";

const atLeast = (share) => (r) => r.ratio >= share;
const goals = {
  list: { text: "≥ 60 %", isMet: atLeast(0.6) },
  bigListPg: { text: "≥ 60 %, p99 ≤ 3×", isMet: (r) => r.ratio >= 0.6 && r.app.p99 <= 3 * r.anchor.p99 },
  bigListPglite: { text: "≥ 60 %, p99 ≤ 250 ms", isMet: (r) => r.ratio >= 0.6 && r.app.p99 <= 250 },
  signedIn: { text: "≥ 45 %", isMet: atLeast(0.45) },
  health: { text: "≥ 80 % of a bare route sending the same headers", isMet: atLeast(0.8) },
  /** A write transaction: a booking, a top-up approval. */
  write: { text: "≥ 50 %", isMet: atLeast(0.5) },
};

/** A phone-like fragment as the app reads it for stored phones: without a leading 00 or trunk 0. */
const phoneDigitsOf = (fragment) => fragment.replace(/^00/, "").replace(/^0/, "");

/**
 * The lines, each with its app and anchor requests (autocannon options, made anew for each run) and,
 * for lists, the paths whose answers must hold the same rows and total.
 */
function lines({ engine, app, anchor, headers, bookings, approvals, clientTotal }) {
  const get = (base, path, withSession) => () => ({ url: base + path, headers: withSession ? headers.signedIn : {} });
  const list = (title, goal, appPath, anchorPath) => ({
    title,
    goal,
    app: get(app, appPath, true),
    anchor: get(anchor, anchorPath, false),
    compare: { app: appPath, anchor: anchorPath, isList: true, withSession: true },
  });
  const searches = clientSearches(clientTotal);
  const clients = "/customer/api/client/get-all-client-by-shop-id?page=1&limit=10";
  const shown = clientTotal.toLocaleString("en");
  const phoneDigits = phoneDigitsOf(searches.phone);
  const db = engine === "postgres" ? "PostgreSQL" : "PGlite";
  const book = (base, path, body, h) => () => ({
    url: base + path,
    method: "POST",
    headers: h,
    requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(body()) }) }],
  });
  return [
    list(
      `client list, ${shown} clients, ${db}`,
      engine === "postgres" ? goals.bigListPg : goals.bigListPglite,
      clients,
      "/clients?page=1&limit=10",
    ),
    list(
      `client list by name fragment, ${db}`,
      goals.list,
      `${clients}&search=${encodeURIComponent(searches.name)}`,
      `/clients?page=1&limit=10&term=${encodeURIComponent(searches.name)}`,
    ),
    list(
      `client list by phone fragment, ${db}`,
      goals.list,
      `${clients}&search=${searches.phone}`,
      `/clients?page=1&limit=10&term=${searches.phone}${phoneDigits === searches.phone ? "" : `&digits=${phoneDigits}`}`,
    ),
    list(
      `branches list, ${db}`,
      goals.list,
      "/customer/api/shop-branch/get-all-by-shop-id?page=1&limit=10",
      "/branches?page=1&limit=10",
    ),
    list(
      `products list, ${db}`,
      goals.list,
      "/customer/api/product/get-all?page=1&limit=10",
      "/products?page=1&limit=10",
    ),
    {
      title: `a trivial signed-in route (get-shop-user-info), ${db}`,
      goal: goals.signedIn,
      app: get(app, "/auth/api/user/get-shop-user-info", true),
      anchor: get(anchor, "/json", false),
      compare: { app: "/auth/api/user/get-shop-user-info", anchor: "/json", withSession: true },
    },
    {
      title: `the same route beside raw SQL of its one read, ${db}`,
      goal: goals.signedIn,
      app: get(app, "/auth/api/user/get-shop-user-info", true),
      anchor: get(anchor, "/user-info", false),
      compare: { app: "/auth/api/user/get-shop-user-info", anchor: "/user-info", withSession: true },
    },
    {
      title: "/health (no session, no database)",
      goal: goals.health,
      app: get(app, "/health"),
      anchor: get(anchor, "/health"),
      compare: { app: "/health", anchor: "/health", hasSameHeaders: true },
    },
    {
      title: `job-card create, distinct slots, ${db}`,
      goal: goals.write,
      app: () => book(app, "/customer/api/job-card/post", bookings.appBody, headers.posting)(),
      anchor: book(anchor, "/job-card", bookings.anchorBody, { "content-type": "application/json" }),
    },
    {
      title: `top-up approval, ${approvals.companies} companies' queue, ${db}`,
      goal: goals.write,
      session: "ops",
      app: () => ({
        url: `${app}/ops/api/top-ups`,
        method: "POST",
        headers: headers.posting,
        requests: [{ setupRequest: approvals.appRequest }],
      }),
      anchor: () =>
        book(anchor, "/top-up-approve", () => approvals.anchorBody(headers.userId), {
          "content-type": "application/json",
        })(),
    },
  ];
}

/** An answer once: its body's bytes, its result, and the names of the headers that are not the connection's. */
async function answerOf(url, headers) {
  const response = await fetch(url, { headers });
  const text = await response.text();
  const names = [...response.headers.keys()].filter((name) => !CONNECTION_HEADERS.has(name)).sort();
  return { bytes: Buffer.byteLength(text), result: JSON.parse(text).result, names: names.join(", ") };
}

/**
 * Whether app and anchor answered alike, and how many bytes each answer is: lists the same rows in
 * the same order and the same total; the others the same JSON (and /health the same headers, by name).
 */
async function sameAnswer(line, app, anchor, headers) {
  const [a, b] = await Promise.all([
    answerOf(app + line.compare.app, line.compare.withSession ? headers.signedIn : {}),
    answerOf(anchor + line.compare.anchor, {}),
  ]);
  const sizes = `${a.bytes} / ${b.bytes} bytes`;
  if (line.compare.isList) {
    const ids = (r) => r.items.map((item) => item._id).join(",");
    const isSame = ids(a.result) === ids(b.result) && a.result.total === b.result.total;
    const what = `${a.result.items.length} rows, total ${a.result.total} / ${b.result.total}, ${sizes}`;
    return `${line.title}: ${isSame ? "same rows and total" : "ANSWERS DIFFER"} (${what})`;
  }
  // The bare route of a signed-in answer sends Fastify's own headers only: its JSON is what must match.
  const isSame =
    (!line.compare.hasSameHeaders || a.names === b.names) && JSON.stringify(a.result) === JSON.stringify(b.result);
  const what = line.compare.hasSameHeaders ? `${sizes}; headers ${a.names}` : sizes;
  return `${line.title}: ${isSame ? "same answer" : "ANSWERS DIFFER"} (${what})`;
}

/**
 * Measures every line, then `more` (lines of their own, each with a `check` that answers a text, and
 * `session: "none"`; `load` changes the run's connections or seconds); only `more` when `isOnlyMore`. `headers()` signs the shop's owner in anew and
 * `opsHeaders()` the console's admin (a token rotates after 15 minutes of use), so each line gets a
 * session of its own. Answers the measured lines and the answer checks.
 */
export async function measureAnchoredLines({
  engine,
  app,
  anchor,
  headers,
  opsHeaders,
  bookings,
  approvals,
  clientTotal,
  more = [],
  isOnlyMore = false,
}) {
  const measured = [];
  const checks = [];
  // The lines read the session's headers when a run starts: each line signs in anew just before.
  const session = {};
  const ours = isOnlyMore ? [] : lines({ engine, app, anchor, headers: session, bookings, approvals, clientTotal });
  for (const line of [...ours, ...more].filter((line) => asksForLines(line.title))) {
    if (line.session !== "none") Object.assign(session, await (line.session === "ops" ? opsHeaders() : headers()));
    if (line.compare) checks.push(await sameAnswer(line, app, anchor, session));
    if (line.check) {
      checks.push(await line.check());
      console.log(`  checked: ${checks.at(-1)}`);
    }
    const { app: a, anchor: b } = await interleaved(line.app, line.anchor, { ...options, ...line.load });
    const result = { title: line.title, app: a, anchor: b, ratio: a.rps / b.rps };
    measured.push({ ...result, goal: line.goal.text, isMet: line.goal.isMet(result) });
    // Printed as it is measured, so a later line that fails does not take these figures with it.
    const side = (r) => `${Math.round(r.rps)} req/s, p99 ${r.p99} ms`;
    console.log(`  measured: ${line.title}: app ${side(a)}, anchor ${side(b)}, ${(100 * result.ratio).toFixed(1)} %`);
  }
  return { measured, checks };
}
