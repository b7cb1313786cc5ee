// The pump's lines of `npm run bench` (PostgreSQL only, as the issue asks): holds through the ledger on
// one wallet and spread over the companies' wallets, and purchases (authorise, then complete) through
// the station API spread over the companies and on one busy company, each beside its anchor. App and
// anchor draw from one source per line, so a vehicle's purchases and a wallet's holds take turns.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { promisify } from "node:util";
import { options, root } from "./bench-options.mjs";

const goal = { text: "≥ 80 %", isMet: (r) => r.ratio >= 0.8 };
const JSON_HEADERS = { "content-type": "application/json" };
const AUTHORISE = "/station/api/purchases/authorise";
/** Where each side takes a purchase, and the first letter of its references (the outcome counts by it). */
const SIDES = {
  app: { authorise: AUTHORISE, complete: (r) => `/station/api/purchases/${r}/complete`, prefix: "P" },
  anchor: { authorise: "/pump/authorise", complete: (r) => `/pump/${r}/complete`, prefix: "A" },
};
/** 40 L authorised (a 50 L tank), 32.5 L given: a purchase of 10,000.00 held, 8,125.00 of fuel posted. */
const LITRES = { authorised: 40, given: 32.5 };
/** A hold line's movement: a purchase's hold of fuel, commission and tax, completed in full. */
const MOVEMENT = { fuel: 1_000_000, commission: 15_000, tax: 2_250 };

/**
 * Turns through `items`, one a draw. A vehicle's reading is sent as it stands (a reading equal to the
 * last passes the check), so two purchases of one vehicle in flight at once never decline each other
 * for the order they commit in; each draw is another vehicle until every one had its turn.
 */
function turns(items) {
  let k = 0;
  return () => items[k++ % items.length];
}

/** The spread companies' vehicles, the companies taking turns: no two neighbours are one company's. */
const takingTurns = (companies) =>
  companies[0].vehicles.flatMap((_, j) => companies.map((c) => ({ ...c.vehicles[j], company: c })));

const stationHeaders = (key) => ({ ...JSON_HEADERS, "x-terminal-key": key, "idempotency-key": randomUUID() });
const authoriseBody = (reference, vehicle) => ({
  reference,
  vehicle: vehicle.qr,
  tpin: vehicle.tpin,
  odometer: vehicle.odometer,
  fuel_type: "petrol",
  litres: LITRES.authorised,
});

/** A side's purchases: on every connection an authorisation, then its completion by the same terminal. */
function purchases(base, side, next, stations) {
  const station = turns(stations);
  let isTold = false;
  return () => ({
    url: base + side.authorise,
    method: "POST",
    requests: [
      {
        method: "POST",
        setupRequest: (request, context) => {
          context.reference = `${side.prefix}-${randomUUID()}`;
          context.key = station().key;
          const body = JSON.stringify(authoriseBody(context.reference, next()));
          return { ...request, path: side.authorise, headers: stationHeaders(context.key), body };
        },
        // A decline fails the completion after it (409): say why once, for the run's error to make sense.
        onResponse: (status, body) => {
          if (status === 200 && body.includes('"approved":false') && !isTold) {
            isTold = true;
            console.error(`  ${base}: a purchase was declined: ${body}`);
          }
        },
      },
      {
        method: "POST",
        setupRequest: (request, context) => ({
          ...request,
          path: side.complete(context.reference),
          headers: stationHeaders(context.key),
          body: JSON.stringify({ litres: LITRES.given }),
        }),
      },
    ],
  });
}

/** A hold line's bodies: a wallet's hold of a purchase's amount with the lines that complete it. */
function holds(companies, stations) {
  const company = turns(companies);
  const station = turns(stations);
  return () => {
    const c = company();
    const { payables, commission_revenue, tax_payable, wallet } = c.accounts;
    const lines = [
      { kind: "fuel", credit: payables[station().id], amount: MOVEMENT.fuel },
      { kind: "commission", credit: commission_revenue, amount: MOVEMENT.commission },
      { kind: "tax", credit: tax_payable, amount: MOVEMENT.tax },
    ];
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    return { company_id: c.id, wallet_id: wallet, reference: `hold-${randomUUID()}`, total, lines };
  };
}
const holding = (base, body) => () => ({
  url: `${base}/ledger-hold`,
  method: "POST",
  headers: JSON_HEADERS,
  requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify(body()) }) }],
});

async function post(url, headers, body) {
  const response = await fetch(url, { method: "POST", headers, body: JSON.stringify(body) });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${url}: ${response.status} ${text}`);
  return text;
}
const statementsSent = async (base) => (await (await fetch(`${base}/statements`)).json()).statements;

/** The statements of one request to a server that counts them (the anchor, the ledger's server). */
async function counted(base, request) {
  const before = await statementsSent(base);
  const answer = await request();
  return { answer, statements: (await statementsSent(base)) - before };
}

/** One purchase through `base` on `side`: its two answers and, where the server counts them, its statements. */
async function onePurchase(base, side, vehicle, station) {
  const reference = `${side.prefix}-${randomUUID()}`;
  const authorise = () => post(base + side.authorise, stationHeaders(station.key), authoriseBody(reference, vehicle));
  const complete = () => post(base + side.complete(reference), stationHeaders(station.key), { litres: LITRES.given });
  if (side === SIDES.app) return { authorise: { answer: await authorise() }, complete: { answer: await complete() } };
  return { authorise: await counted(base, authorise), complete: await counted(base, complete) };
}

/** What the app sends for one purchase, counted inside it (scripts/bench-pump-statements.mjs). */
async function appStatements(databaseUrl, vehicle, station) {
  const reference = `S-${randomUUID()}`;
  const asked = {
    databaseUrl,
    pinSecret: options.pinSecret,
    key: station.key,
    authorise: { body: authoriseBody(reference, vehicle), idempotencyKey: randomUUID() },
    complete: { body: { litres: LITRES.given }, idempotencyKey: randomUUID() },
  };
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", path.join(root, "scripts/bench-pump-statements.mjs")],
    { cwd: root, env: { ...process.env, PUMP_STATEMENTS: JSON.stringify(asked) } },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1));
}

/** An answer without what differs between any two purchases: the reference and the moments. */
const comparable = (text) => {
  const { result } = JSON.parse(text);
  return JSON.stringify({ ...result, reference: "", created_at: "", expires_at: result.expires_at ? "set" : null });
};

/** The app's statements of one request, one a line, shortened: where its time goes is read from these. */
function printStatements(what, statements) {
  console.log(`  the app's ${statements.length} statements of one ${what}:`);
  for (const text of statements) console.log(`    ${text.replace(/\s+/g, " ").slice(0, 110)}`);
}

/**
 * Before the purchase lines: one purchase through each side, their answers compared, and the
 * statements of each request counted (the app's by a copy of it in another process). Answers the
 * check's text; prints the app's statements the first time.
 */
async function purchaseCheck({ app, anchor, databaseUrl }, next, stations) {
  const [station] = stations;
  const a = await onePurchase(app, SIDES.app, next(), station);
  const b = await onePurchase(anchor, SIDES.anchor, next(), station);
  const same = (step) => comparable(a[step].answer) === comparable(b[step].answer);
  const inside = await appStatements(databaseUrl, next(), station);
  if (!isPrinted) {
    isPrinted = true;
    printStatements("authorisation", inside.authorise);
    printStatements("completion", inside.complete);
  }
  const text =
    `authorise: ${same("authorise") ? "same answer" : `ANSWERS DIFFER (${a.authorise.answer} / ${b.authorise.answer})`}, ` +
    `${inside.authorise.length} / ${b.authorise.statements} statements; ` +
    `complete: ${same("complete") ? "same answer" : `ANSWERS DIFFER (${a.complete.answer} / ${b.complete.answer})`}, ` +
    `${inside.complete.length} / ${b.complete.statements} statements`;
  return text;
}
let isPrinted = false;

/** Before a hold line: one hold through each side, its statements counted. */
async function holdCheck({ anchor, ledger }, body) {
  const [a, b] = [
    await counted(ledger, () => post(`${ledger}/ledger-hold`, JSON_HEADERS, body())),
    await counted(anchor, () => post(`${anchor}/ledger-hold`, JSON_HEADERS, body())),
  ];
  return `hold + completion: ${a.statements} / ${b.statements} statements`;
}

/**
 * The four lines. `servers`: the app, the anchor and the ledger's server (bases), the database's URL;
 * `pump`: what scripts/bench-pump-data.mjs loaded. Each line's `check` runs just before it.
 */
export function pumpLines(servers, pump) {
  const n = pump.companies.length.toLocaleString("en");
  const oneWallet = holds([pump.busy], pump.stations);
  const wallets = holds(pump.companies, pump.stations);
  const spread = turns(takingTurns(pump.companies));
  const busy = turns(pump.busy.vehicles);
  const holdLine = (title, body) => ({
    title,
    goal,
    session: "none",
    check: async () => `${title}: ${await holdCheck(servers, body)}`,
    app: holding(servers.ledger, body),
    anchor: holding(servers.anchor, body),
  });
  const purchaseLine = (title, next) => ({
    title,
    goal,
    session: "none",
    check: async () => `${title}: ${await purchaseCheck(servers, next, pump.stations)}`,
    app: purchases(servers.app, SIDES.app, next, pump.stations),
    anchor: purchases(servers.anchor, SIDES.anchor, next, pump.stations),
  });
  return [
    holdLine("holds through the ledger, one wallet, PostgreSQL", oneWallet),
    holdLine(`holds through the ledger, ${n} wallets, PostgreSQL`, wallets),
    purchaseLine(`authorise + complete through the API, ${n} companies, PostgreSQL`, spread),
    purchaseLine(
      `authorise + complete through the API, one busy company (${pump.busy.vehicles.length} vehicles), PostgreSQL`,
      busy,
    ),
  ];
}

/** After the lines: the purchases each side made, by status, and the ledger's invariants (npm run ledger:check). */
export async function pumpOutcome(database, databaseUrl) {
  const rows = await database.query(
    `select case left(reference, 1) when 'P' then 'app' when 'A' then 'anchor' else 'counted' end as side, status,
       count(*)::int as n
     from purchases where reference ~ '^[PAS]-' group by 1, 2 order by 1, 2`,
  );
  const made = rows.map((r) => `${r.side} ${r.n.toLocaleString("en")} ${r.status}`).join(", ");
  const check = await promisify(execFile)(
    process.execPath,
    ["--import", "tsx", path.join(root, "apps/api/src/ledger-check-cli.ts")],
    { cwd: root, env: { ...process.env, DATABASE_URL: databaseUrl } },
  ).then(
    ({ stdout }) => stdout.trim(),
    (error) => `BROKEN: ${error.stdout?.trim() ?? error.message}`,
  );
  return [`Purchases made at the pump: ${made}.`, `Ledger check after the lines: ${check}`];
}
