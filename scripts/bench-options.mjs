// The knobs of `npm run bench`, read once from the environment.
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** BENCH_SCALE=small shrinks the data (and the default durations) for a quick check that the bench works. */
const isSmall = process.env.BENCH_SCALE === "small";

/** BENCH_DATABASE_URL: a PostgreSQL server the bench makes its own empty databases in. */
const databaseUrl = process.env.BENCH_DATABASE_URL ?? "";

/**
 * Which engines to measure: PostgreSQL when a server is given (the figures are mostly
 * PostgreSQL), PGlite when not; BENCH_ENGINES=both (or "postgres", "pglite") asks explicitly.
 */
function enginesAsked() {
  const asked = process.env.BENCH_ENGINES ?? (databaseUrl ? "postgres" : "pglite");
  const engines = asked === "both" ? ["postgres", "pglite"] : [asked];
  for (const engine of engines) {
    if (engine !== "postgres" && engine !== "pglite") throw new Error(`BENCH_ENGINES: unknown engine ${engine}`);
  }
  if (engines.includes("postgres") && !databaseUrl)
    throw new Error("BENCH_ENGINES asks for PostgreSQL: set BENCH_DATABASE_URL");
  return engines;
}

/**
 * BENCH_ONLY=pump measures the pump's lines alone, BENCH_ONLY=reports the reports' (both on
 * PostgreSQL), BENCH_ONLY=dashboard the shop dashboard's (on either engine), with only their own data made.
 */
function onlyAsked() {
  const only = process.env.BENCH_ONLY ?? "";
  if (!["", "pump", "reports", "dashboard"].includes(only)) {
    throw new Error(`BENCH_ONLY: unknown lines ${only} (pump, reports or dashboard)`);
  }
  return only;
}

/** BENCH_LINES=health,job-card: only the anchored lines whose title holds one of these words (any case). */
const linesAsked = () =>
  (process.env.BENCH_LINES ?? "")
    .split(",")
    .map((word) => word.trim().toLowerCase())
    .filter(Boolean);

/**
 * Whether BENCH_LINES asks for any line of these titles (or parts of them): data only some lines
 * need (the pump's, the reports') is made only when one of them is asked.
 */
export const asksForLines = (...titles) => {
  const asked = linesAsked();
  return asked.length === 0 || asked.some((word) => titles.some((title) => title.toLowerCase().includes(word)));
};

export const options = {
  isSmall,
  databaseUrl,
  engines: enginesAsked(),
  only: onlyAsked(),
  appPort: Number(process.env.BENCH_PORT ?? 3200),
  anchorPort: Number(process.env.BENCH_ANCHOR_PORT ?? 3201),
  /** The app's ledger alone behind bare Fastify (scripts/bench-ledger-server.mjs): the hold lines' app side. */
  ledgerPort: Number(process.env.BENCH_LEDGER_PORT ?? 3202),
  /** The app's T-PIN key (PIN_SECRET), set so that the bench hashes its drivers' T-PINs as the app does. */
  pinSecret: "bench-pin-secret-of-npm-run-bench-000000",
  /** Seconds of each measured run. */
  seconds: Number(process.env.BENCH_SECONDS ?? (isSmall ? 3 : 10)),
  /** Interleaved rounds of app and anchor; the median is reported. */
  rounds: Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3)),
  /** Connections of the anchored lines, as in the issue; the older scenarios keep their 10. */
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  /** Seconds each crowd of people works (bench-capacity.mjs). */
  crowdSeconds: Number(process.env.BENCH_CROWD_SECONDS ?? (isSmall ? 10 : 30)),
  clients: isSmall ? 2_000 : 50_000,
  services: isSmall ? 100 : 1_000,
  vehicles: isSmall ? 200 : 5_000,
  /** Companies whose pending top-ups the console approves, and how many each has waiting. */
  approvalCompanies: isSmall ? 4 : 16,
  topUpsPerCompany: isSmall ? 2_000 : 6_000,
  /**
   * The pump's lines (PostgreSQL): companies spread over and their vehicles (each with its driver),
   * the busy company's vehicles (more than the connections, so no two of its purchases in flight
   * share one), stations (each with a terminal).
   */
  pumpCompanies: isSmall ? 100 : 1_000,
  pumpVehiclesPerCompany: 2,
  pumpBusyVehicles: isSmall ? 100 : 200,
  pumpStations: 4,
  /** The reports' company (PostgreSQL): its vehicles, each with a driver and a fill every other day for a year. */
  reportVehicles: Number(process.env.BENCH_REPORT_VEHICLES ?? (isSmall ? 100 : 1_000)),
  reportDays: 365,
  /** The shop dashboard's year (scripts/bench-shop-data.mjs): orders and their invoices, together. */
  shopSales: Number(process.env.BENCH_SHOP_SALES ?? (isSmall ? 20_000 : 1_000_000)),
  /** Working days of the busy branch booked four fifths full (160 appointments a day). */
  bookingDays: isSmall ? 1 : 6,
  chromium: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
};
