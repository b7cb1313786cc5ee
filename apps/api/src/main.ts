import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { DataDirLockedError } from "./db/lock.js";
import { prepareDatabase } from "./db/prepare.js";
import { DEMO_SHOP } from "./db/seed/demo.js";
import { DEMO_FLEET } from "./db/seed/demo-fleet.js";
import { DEMO_OPS_USERS, type FirstOpsAdmin } from "./modules/ops/first-admin.js";
import { PinSecretMissingError } from "./platform/pin-hash.js";
import { WEB_DIST_DIR } from "./paths.js";

async function main() {
  const config = loadConfig(process.env, WEB_DIST_DIR);
  const database = await prepareDatabase(config);
  const app = await buildApp({ database, config, logger: { level: config.logLevel } });

  let closing = false;
  const shutDown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight, then closing the database`);
    try {
      // Refuses newcomers until they stop coming (platform/draining.ts), then stops accepting and waits
      // for every request's work, even of clients that hung up (platform/in-flight.ts); only then is
      // the database closed, so PGlite flushes and no handler loses it.
      await app.drain();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutDown("SIGTERM"));
  process.on("SIGINT", () => void shutDown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const shown = config.host === "127.0.0.1" || config.host === "0.0.0.0" ? "localhost" : config.host;
  console.log(
    [
      "",
      `  Pitlane is running at http://${shown}:${port}`,
      `  API documentation:    http://${shown}:${port}/docs`,
      `  Database:             ${database.location}${database.seededDemo ? " (demo data added)" : ""}`,
      "",
      config.seedDemo ? `  Demo shop sign-in:    ${DEMO_SHOP.email} / ${DEMO_SHOP.password}` : "",
      config.seedDemo ? `  Demo fleet sign-in:   ${DEMO_FLEET.email} / ${DEMO_FLEET.password} at /fleet/login` : "",
      config.seedDemo
        ? `  Demo ops sign-in:     ${DEMO_OPS_USERS[0].email} / ${DEMO_FLEET.password} at /ops/login`
        : "",
      ...opsAdminLines(database.firstOpsAdmin),
      "",
    ].join("\n"),
  );
}

/** The console's first admin, said once on the start that made it; a made-up password is never shown again. */
function opsAdminLines(admin: FirstOpsAdmin | null): string[] {
  if (!admin) return [];
  if (!admin.generatedPassword) return [`  Operations console:   ${admin.email} at /ops/login`];
  return [
    `  Operations console:   ${admin.email} / ${admin.generatedPassword} at /ops/login`,
    "                        (made up now and shown only this once: sign in and keep it safe)",
  ];
}

main().catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof PinSecretMissingError) {
    console.error(`\n  Pitlane cannot start: ${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
