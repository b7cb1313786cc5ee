// `npm run bench`: issue 12's lines, each beside its raw anchor in the same run, and the older load
// scenarios, against servers the bench starts on databases of its own. Prints tables for
// docs/benchmarks.md. Knobs: BENCH_DATABASE_URL, BENCH_ENGINES, BENCH_SCALE, BENCH_SECONDS, BENCH_ROUNDS.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startAnchor, startApp, startLedger } from "./bench-app.mjs";
import { measureAnchoredLines } from "./bench-anchors.mjs";
import { bookingSource } from "./bench-bookings.mjs";
import { frontDeskScreens, peopleAtWork } from "./bench-capacity.mjs";
import { shopWithServices } from "./bench-catalog.mjs";
import { checkClientsAsTheAppReads, loadClients } from "./bench-clients.mjs";
import { makeDatabase } from "./bench-database.mjs";
import { companyWithVehicles } from "./bench-fleet.mjs";
import { clientScenarios, clientSearches, timeSlotScenarios } from "./bench-front-desk.mjs";
import { CONNECTION_HEADERS, DEMO_OWNER, csrfOf, demoOwnerSession, get, post } from "./bench-http.mjs";
import { load } from "./bench-load.mjs";
import { asksForLines, options } from "./bench-options.mjs";
import { openRawDatabase } from "./bench-raw-db.mjs";
import { existingDirStart, freshDirStart } from "./bench-start.mjs";
import { extraLines, printAnchored, printCapacity, printHeading, printScenarios } from "./bench-report.mjs";
import { approvalSource, companiesForApprovals, loadPendingTopUps, opsAdminSession } from "./bench-top-ups.mjs";
import { pageWeights } from "./bench-weight.mjs";
import { loadPump } from "./bench-pump-data.mjs";
import { pumpLines, pumpOutcome } from "./bench-pump-lines.mjs";
import { loadFleetYear } from "./bench-report-data.mjs";
import { dashboardLine, reportLines } from "./bench-report-lines.mjs";
import { loadShopYear } from "./bench-shop-data.mjs";
import { shopDashboardLines } from "./bench-shop-lines.mjs";

const run = async (title, base, { path: urlPath, ...rest }) => ({
  title,
  ...(await load({ url: base + urlPath, ...rest }, options.seconds, 10)),
});

/** Logs how long a set-up step took. */
async function timed(what, step) {
  const started = Date.now();
  const result = await step();
  console.log(`${what} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** The headers the app sent with /health, but those of the connection and the moment. */
async function healthAsSent(base) {
  const response = await fetch(`${base}/health`);
  const headers = Object.fromEntries([...response.headers].filter(([name]) => !CONNECTION_HEADERS.has(name)));
  return { headers, body: await response.text() };
}

/** What the anchor server copies and needs: the demo shop, its owner's /health and user-info answers. */
async function anchorSpec(base, owner) {
  const response = await fetch(`${base}/auth/api/user/get-shop-user-info`, { headers: owner.signedIn });
  const json = await response.json();
  return { shopId: json.result.shop._id, ownerId: json.result.user._id, health: await healthAsSent(base), json };
}

/**
 * The clients the front desk scenarios search and the top-ups the console approves, loaded straight
 * into the database; the demo shop's year of sales; and the booked service.
 */
async function loadData(raw, spec, desk) {
  const added = await timed(`Loaded clients into the database`, () => loadClients(raw, spec.shopId, options.clients));
  console.log(`(${added.toLocaleString("en")} clients added, a thousand a statement)`);
  const pending = await timed("Loaded pending top-ups into the database", () =>
    loadPendingTopUps(raw, options.topUpsPerCompany),
  );
  const shop = asksForLines("shop dashboard") ? await loadShopSales(raw, spec) : null;
  const [service] = await raw.query("select name, price_minor, duration_minutes from services where id = $1", [
    desk.booking.serviceId,
  ]);
  return {
    booking: { ...desk.booking, serviceName: service.name, priceMinor: service.price_minor, createdBy: spec.ownerId },
    pending,
    shop,
  };
}

/** The demo shop's year of orders and invoices, its rollup rebuilt: loaded straight into the database, and timed. */
async function loadShopSales(raw, spec) {
  const sales = options.shopSales.toLocaleString("en");
  const shop = await timed(`Loaded a shop's year of ${sales} orders and invoices, its rollup rebuilt`, () =>
    loadShopYear(raw, { shopId: spec.shopId, ownerId: spec.ownerId, sales: options.shopSales }),
  );
  console.log(`(${shop.orders} orders, ${shop.invoices} invoices, ${shop.rollup_rows} rows of daily sales)`);
  return shop;
}

/**
 * The shop's year alone (BENCH_ONLY=dashboard): loaded into the database; on PGlite with the server
 * stopped, and copied for the anchor. Answers the loaded shop and the app as it runs now.
 */
async function shopDataAlone(engine, { app, started, stop, where, database, dataDir, anchorDir, spec }) {
  if (engine === "postgres") {
    const raw = await openRawDatabase({ url: database.url });
    try {
      return { app, shop: await loadShopSales(raw, spec) };
    } finally {
      await raw.close();
    }
  }
  await stop(app);
  const raw = await openRawDatabase({ dataDir: path.join(dataDir, "pglite") });
  const shop = await loadShopSales(raw, spec);
  await raw.close();
  fs.cpSync(path.join(dataDir, "pglite"), path.join(anchorDir, "pglite"), { recursive: true });
  return { app: await started(() => startApp(where)), shop };
}

/**
 * The older scenarios, the data of issue 12's lines and the people at work, on the app started on
 * `where` (PGlite: stopped while the clients load, started again). Answers what the anchored lines
 * and the tables need, and the app as it runs now.
 */
async function scenariosAndData(engine, run_) {
  const { started, stop, where, database, dataDir, anchorDir, csrf, session, owner, spec } = run_;
  let { app } = run_;
  const base = app.base;
  const results = [
    await run("GET /health", base, { path: "/health" }),
    await run("POST sign-in (argon2id)", base, {
      path: "/auth/api/user/login-shop-dashboard",
      method: "POST",
      headers: csrf,
      body: JSON.stringify(DEMO_OWNER),
    }),
    await run("GET get-shop-user-info", base, { path: "/auth/api/user/get-shop-user-info", headers: owner.signedIn }),
    await run("GET branches list", base, {
      path: "/customer/api/shop-branch/get-all-by-shop-id?page=1&limit=10",
      headers: owner.signedIn,
    }),
  ];
  // Before the load: the sizes do not depend on the data, and a server still busy would only slow it.
  const weights = await pageWeights(base, DEMO_OWNER);
  const shown = options.services.toLocaleString("en");
  const big = await timed(`Made a shop with ${shown} services through the API`, () =>
    shopWithServices(base, csrf, options.services),
  );
  const services = "/customer/api/service/get-all-services-by-shop-id?page=1&limit=10";
  const asBig = { authorization: `Bearer ${big.token}` };
  results.push(
    await run(`GET services list, shop with ${shown} services`, base, { path: services, headers: asBig }),
    await run(`GET services list, ${shown} services, search and category`, base, {
      path: `${services}&search=corolla&category_id=${big.alignmentCategoryId}`,
      headers: asBig,
    }),
  );
  const cars = options.vehicles.toLocaleString("en");
  const fleet = await timed(`Added ${cars} vehicles through the API`, () =>
    companyWithVehicles(
      (p, b, h) => post(base, p, b, h),
      (p, h) => get(base, p, h),
      csrf,
      options.vehicles,
    ),
  );
  const vehicles = "/fueling/api/vehicle/list?page=1&limit=10";
  const asFleet = { authorization: `Bearer ${fleet.token}` };
  results.push(
    await run(`GET vehicles list, company with ${cars} more vehicles`, base, { path: vehicles, headers: asFleet }),
    await run(`GET vehicles list, ${cars} more vehicles, search and inactive tab`, base, {
      path: `${vehicles}&search=LEA&status=inactive`,
      headers: asFleet,
    }),
  );
  const desk = await timeSlotScenarios(base, csrf, options.bookingDays);
  await timed(`Signed up ${options.approvalCompanies} companies through the API`, () =>
    companiesForApprovals(base, csrf, options.approvalCompanies),
  );

  let starts = null;
  let loaded;
  if (engine === "pglite") {
    // The embedded dir belongs to one process at a time: the server stops while the clients load,
    // and the anchor reads a copy of the loaded dir (the same rows, statistics and all).
    await stop(app);
    starts = { existing: await existingDirStart(dataDir), fresh: await freshDirStart() };
    const raw = await openRawDatabase({ dataDir: path.join(dataDir, "pglite") });
    loaded = await loadData(raw, spec, desk);
    await raw.close();
    fs.cpSync(path.join(dataDir, "pglite"), path.join(anchorDir, "pglite"), { recursive: true });
    app = await started(() => startApp(where));
  } else {
    const raw = await openRawDatabase({ url: database.url });
    loaded = await loadData(raw, spec, desk);
    await raw.close();
  }
  const reading = await session();
  await checkClientsAsTheAppReads(base, reading.signedIn);
  for (const scenario of desk.scenarios(reading.posting))
    results.push(await run(scenario.title, base, scenario.options));
  for (const scenario of clientScenarios(reading.signedIn, options.clients)) {
    results.push(await run(scenario.title, base, scenario.options));
  }

  const screens = frontDeskScreens(clientSearches(options.clients).name);
  const crowds = await timed("Measured people at work", () => peopleAtWork(base, csrf, screens, options.crowdSeconds));
  // Printed now: a later line that fails does not take these figures with it.
  printCapacity(engine, crowds);

  return { app, results, weights, starts, loaded };
}

/** The pump's data (PostgreSQL only): loaded straight into the database, and timed. */
async function pumpData(databaseUrl) {
  const raw = await openRawDatabase({ url: databaseUrl });
  try {
    return await timed("Loaded the pump's companies, vehicles, drivers and stations into the database", () =>
      loadPump(raw, {
        spread: options.pumpCompanies,
        perCompany: options.pumpVehiclesPerCompany,
        busy: options.pumpBusyVehicles,
        stations: options.pumpStations,
        pinSecret: options.pinSecret,
      }),
    );
  } finally {
    await raw.close();
  }
}

/** The reports' company (PostgreSQL only): signed up through the app, its year of fills loaded, and timed. */
async function reportData(base, databaseUrl) {
  const raw = await openRawDatabase({ url: databaseUrl });
  try {
    const vehicles = options.reportVehicles;
    const loaded = await timed(
      `Loaded a company of ${vehicles.toLocaleString("en")} vehicles and a year of fills`,
      () => loadFleetYear(base, raw, { vehicles, days: options.reportDays }),
    );
    return { ...loaded, vehicles };
  } finally {
    await raw.close();
  }
}

/** Everything the bench measures on one engine (BENCH_ONLY=pump or reports: those lines only); prints it. */
async function benchEngine(engine) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pitlane-bench-"));
  const anchorDir = fs.mkdtempSync(path.join(os.tmpdir(), "pitlane-bench-anchor-"));
  const database = engine === "postgres" ? await makeDatabase(options.databaseUrl) : null;
  const where = { port: options.appPort, dataDir, databaseUrl: database?.url };
  const running = new Set();
  const started = async (start) => {
    const server = await start();
    running.add(server);
    return server;
  };
  const stop = async (server) => {
    running.delete(server);
    await server.stop();
  };
  try {
    console.log(`\n${engine === "postgres" ? "PostgreSQL" : "PGlite"}: starting the server on an empty database`);
    let app = await started(() => startApp(where));
    const csrf = await csrfOf(app.base);
    const session = () => demoOwnerSession(app.base, csrf);
    const owner = await session();
    const spec = await anchorSpec(app.base, owner);
    const isEverything = options.only === "";
    const done = isEverything
      ? await scenariosAndData(engine, {
          app,
          started,
          stop,
          where,
          database,
          dataDir,
          anchorDir,
          csrf,
          session,
          owner,
          spec,
        })
      : null;
    const alone =
      options.only === "dashboard"
        ? await shopDataAlone(engine, { app, started, stop, where, database, dataDir, anchorDir, spec })
        : null;
    app = done?.app ?? alone?.app ?? app;
    const shop = done?.loaded.shop ?? alone?.shop;
    const base = app.base;
    const isPostgres = engine === "postgres";
    const isPumpAsked = asksForLines("holds through the ledger", "authorise + complete through the API");
    const isReportAsked = asksForLines("consumption report by vehicle", "dashboard: twelve months of consumption");
    const pump = isPostgres && ["", "pump"].includes(options.only) && isPumpAsked ? await pumpData(database.url) : null;
    const reports =
      isPostgres && ["", "reports"].includes(options.only) && isReportAsked
        ? await reportData(base, database.url)
        : null;
    const anchor = await started(() =>
      startAnchor({
        port: options.anchorPort,
        dataDir: engine === "pglite" ? path.join(anchorDir, "pglite") : undefined,
        databaseUrl: database?.url,
        spec: { ...spec, mailDir: path.join(anchorDir, "mail"), pinSecret: options.pinSecret },
      }),
    );
    const ledger = pump && (await started(() => startLedger({ port: options.ledgerPort, databaseUrl: database.url })));
    const servers = { app: base, anchor: anchor.base, ledger: ledger?.base, databaseUrl: database?.url };
    const anchored = await measureAnchoredLines({
      engine,
      app: base,
      anchor: anchor.base,
      headers: session,
      opsHeaders: () => opsAdminSession(base, csrf),
      bookings: done && bookingSource(done.loaded.booking),
      approvals: done && { ...approvalSource(done.loaded.pending), companies: options.approvalCompanies },
      clientTotal: options.clients,
      more: [
        ...(pump ? pumpLines(servers, pump) : []),
        ...(reports ? [...reportLines(servers, reports), dashboardLine(servers, reports)] : []),
        ...(shop ? shopDashboardLines(servers, shop, engine) : []),
      ],
      isOnlyMore: !isEverything,
    });
    if (pump) {
      const raw = await openRawDatabase({ url: database.url });
      for (const line of await pumpOutcome(raw, database.url)) console.log(line);
      await raw.close();
    }
    printAnchored(anchored, done ? extraLines(done) : []);
    if (done) printScenarios(done.results, done.weights);
  } finally {
    for (const server of running) await server.stop();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(anchorDir, { recursive: true, force: true });
  }
}

if (["pump", "reports"].includes(options.only) && options.engines.includes("pglite")) {
  throw new Error(`BENCH_ONLY=${options.only}: its lines run on PostgreSQL only (BENCH_ENGINES=postgres)`);
}
printHeading(options.engines);
for (const engine of options.engines) await benchEngine(engine);
