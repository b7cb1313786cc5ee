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

export const options = {
  isSmall,
  databaseUrl,
  engines: enginesAsked(),
  appPort: Number(process.env.BENCH_PORT ?? 3200),
  anchorPort: Number(process.env.BENCH_ANCHOR_PORT ?? 3201),
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
  /** Working days of the busy branch booked four fifths full (160 appointments a day). */
  bookingDays: isSmall ? 1 : 6,
  chromium: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
};
