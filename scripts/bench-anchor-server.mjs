// The anchor server of `npm run bench`: bare Fastify (no plugins, no validation, no session) on the
// same database as the app (pg for PostgreSQL, PGlite's own client for a PGlite data dir), answering
// what the app answers with raw SQL, so each figure of the app stands beside what the database allows.
// Started by scripts/bench-app.mjs with ANCHOR_PORT, ANCHOR_DATABASE_URL or ANCHOR_DATA_DIR, and
// ANCHOR_SPEC: { shopId, health: { headers, body }, json, mailDir, pinSecret } (what the app sent, to send
// the same; where the anchor's mails go; the app's T-PIN key, for the pump's checks).
import fs from "node:fs/promises";
import path from "node:path";
import Fastify from "fastify";
import { completeHeld, holdOnWallet } from "./bench-anchor-ledger.mjs";
import { authorise, complete } from "./bench-anchor-pump.mjs";
import { Refusal } from "./bench-anchor-purchase.mjs";
import { salesPlan, shopDashboard } from "./bench-anchor-dashboard.mjs";
import { consumptionByVehicle, fillsByMonth, toConsumptionAnswer, toTrendAnswer } from "./bench-anchor-report.mjs";
import { openRawDatabase } from "./bench-raw-db.mjs";
import {
  LIST_TOTAL_CAP,
  afterApproval,
  approveTopUp,
  bookJobCard,
  branchList,
  clientList,
  productList,
  toBranch,
  toClient,
  toProduct,
  userWithShop,
} from "./bench-anchor-sql.mjs";

const spec = JSON.parse(process.env.ANCHOR_SPEC ?? "{}");
/** Statements sent so far (PostgreSQL): the bench reads it around one request to count that request's. */
let statements = 0;
const database = await openRawDatabase({
  url: process.env.ANCHOR_DATABASE_URL,
  dataDir: process.env.ANCHOR_DATA_DIR,
  onQuery: () => (statements += 1),
});
const app = Fastify({ logger: false });
const envelope = (result) => ({ error_code: 200, message: "OK", result });

/** A list as the app answers it: the page and the total read side by side. */
async function list({ rows, total, params }, present, q) {
  const [items, [counted]] = await Promise.all([database.query(rows, params), database.query(total, params)]);
  const upTo = (Number(q.page ?? 1) - 1) * Number(q.limit ?? 10) + LIST_TOTAL_CAP;
  return envelope({
    items: items.map(present),
    total: Math.min(counted.n, upTo),
    total_capped: counted.n > upTo,
    page: Number(q.page ?? 1),
    limit: Number(q.limit ?? 10),
  });
}

// A refused or failed answer fails the bench's line: say which request and why.
app.setErrorHandler((error, request, reply) => {
  console.error(`anchor: ${request.method} ${request.url}: ${error.message}`);
  reply.code(500).send({ error_code: 500, message: error.message, result: null });
});

app.get("/ready", async () => ({ ok: true }));
// The app's /health answer and headers (helmet's and all), sent as they are: the bare route's cost of sending them.
app.get("/health", (_request, reply) => {
  reply.headers(spec.health.headers).send(spec.health.body);
});
// The app's answer to a trivial signed-in route, without a session, a schema or a plugin.
app.get("/json", async () => spec.json);
// The same answer after the read the app makes for it: the database's share of that route.
app.get("/user-info", async () => {
  await database.query(userWithShop, [spec.shopId, spec.ownerId]);
  return spec.json;
});
app.get("/clients", (request) => list(clientList(spec.shopId, request.query), toClient, request.query));
app.get("/branches", (request) => list(branchList(spec.shopId, request.query), toBranch, request.query));
app.get("/products", (request) => list(productList(spec.shopId, request.query), toProduct, request.query));
app.post("/job-card", async (request, reply) => {
  const card = await database.transaction((tx) => bookJobCard(tx, spec.shopId, request.body));
  if (!card) {
    console.error(`anchor: slot taken: ${JSON.stringify(request.body)}`);
    return reply.code(409).send({ error_code: 409, message: "slot_taken", result: null });
  }
  return envelope(card);
});

/** The anchor's mails, written where the app writes its own when it has no SMTP server. */
async function writeMail(id, text) {
  await fs.mkdir(spec.mailDir, { recursive: true });
  const file = path.join(spec.mailDir, `${id}.eml`);
  await fs.writeFile(file, text);
  return file;
}
app.post("/top-up-approve", async (request, reply) => {
  const approved = await database.transaction((tx) => approveTopUp(tx, request.body));
  if (!approved) {
    console.error(`anchor: not an approvable top-up: ${JSON.stringify(request.body)}`);
    return reply.code(409).send({ error_code: 409, message: "top_up_decided", result: null });
  }
  // As the app: the answer goes out first, then the mail and the low-balance watch.
  await reply.header("content-type", "application/json; charset=utf-8").send(approved.body);
  await afterApproval(database.query, approved.row, writeMail);
  return reply;
});

app.get("/statements", async () => ({ statements }));

// The consumption report by vehicle: the range's instants come from the bench, read on the company's clock.
app.get("/report-consumption", async (request) => {
  const q = request.query;
  const [limit, offset] = [Number(q.limit ?? 10), (Number(q.page ?? 1) - 1) * Number(q.limit ?? 10)];
  const rows = await database.query(consumptionByVehicle, [q.company, q.starts, q.ends, limit, offset]);
  return envelope(toConsumptionAnswer(rows, q));
});

// The dashboard's consumption by month: the months and their first instants come from the bench.
app.get("/dashboard-trend", async (request) => {
  const bounds = request.query.bounds.split(",");
  const rows = await database.query(fillsByMonth, [request.query.company, bounds[0], bounds.at(-1), bounds]);
  return envelope(toTrendAnswer(request.query.months.split(","), rows));
});

// The shop's dashboard, its sales from the rollup or from the sales themselves; and the plan of that read.
const dashboardQuery = (q) => ({ ...q, months: q.months.split(",") });
app.get("/shop-dashboard", async (request) =>
  envelope(await shopDashboard(database, dashboardQuery(request.query), request.query.source)),
);
app.get("/shop-dashboard/plan", async (request) => ({
  plan: await salesPlan(database, dashboardQuery(request.query), request.query.source),
}));

/** A pump route's answer: the app's envelope, or its refusal with the app's status. */
async function pumpAnswer(reply, work) {
  try {
    return await reply.header("content-type", "application/json; charset=utf-8").send(await work());
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    console.error(`anchor: refused at the pump: ${error.message}`);
    return reply.code(error.status).send({ error_code: error.status, message: error.message, result: null });
  }
}
/** What a station's request carries, and the app's path it stands for (the key's fingerprint hashes it). */
const stationRequest = (request, path) => ({
  terminalKey: request.headers["x-terminal-key"],
  idempotencyKey: request.headers["idempotency-key"],
  body: request.body,
  reference: request.params.reference,
  path,
});
const purchases = "/station/api/purchases";
app.post("/pump/authorise", (request, reply) =>
  pumpAnswer(reply, () => authorise(database, spec.pinSecret, stationRequest(request, `${purchases}/authorise`))),
);
app.post("/pump/:reference/complete", (request, reply) =>
  pumpAnswer(reply, () =>
    complete(database, stationRequest(request, `${purchases}/${request.params.reference}/complete`)),
  ),
);
// A hold of a wallet, then its completion with the lines given, as the hold line asks the ledger.
app.post("/ledger-hold", (request, reply) =>
  pumpAnswer(reply, async () => {
    const b = request.body;
    const hold = { companyId: b.company_id, walletId: b.wallet_id, held: b.total };
    const holdId = await holdOnWallet(database.query, { ...hold, amount: b.total, reference: b.reference });
    if (!holdId) throw new Refusal(409, "insufficient_funds");
    if (!(await completeHeld(database, { ...hold, holdId }, b.lines))) throw new Refusal(409, "hold_resolved");
    return JSON.stringify({ hold_id: holdId });
  }),
);

const close = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on("SIGTERM", () => void close());
await app.listen({ port: Number(process.env.ANCHOR_PORT), host: "127.0.0.1" });
