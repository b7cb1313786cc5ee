// How many statements the app sends for one purchase at the pump: the app built in this process on the
// bench's database, its every statement seen (the database client's onQuery, as the API tests count
// them), one authorise and one complete sent through it as a station's terminal sends them. Run with tsx
// (it imports the app's TypeScript sources) by scripts/bench-pump-lines.mjs, with PUMP_STATEMENTS:
// { databaseUrl, pinSecret, key, authorise: { body, idempotencyKey }, complete: { body, idempotencyKey } }.
// Prints { authorise: [statements], complete: [statements] } as JSON on its last line.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../apps/api/src/app.js";
import { loadConfig } from "../apps/api/src/config.js";
import { openPostgres } from "../apps/api/src/db/client.js";

const asked = JSON.parse(process.env.PUMP_STATEMENTS ?? "{}");
const seen = [];
const database = await openPostgres(asked.databaseUrl, { onQuery: (query) => seen.push(query) });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pitlane-bench-statements-"));
const config = loadConfig({
  DATA_DIR: dataDir,
  DATABASE_URL: asked.databaseUrl,
  PIN_SECRET: asked.pinSecret,
  SEED_DEMO: "false",
  LOG_LEVEL: "silent",
});
const app = await buildApp({ database, config });

/** The statements one request sends, and its answer's status (anything but 200 fails the count). */
async function statementsOf(url, { body, idempotencyKey }) {
  seen.length = 0;
  const response = await app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json", "x-terminal-key": asked.key, "idempotency-key": idempotencyKey },
    payload: JSON.stringify(body),
  });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  if (!response.json().result.approved) throw new Error(`${url}: declined ${response.body}`);
  return seen.splice(0);
}

try {
  const authorise = await statementsOf("/station/api/purchases/authorise", asked.authorise);
  const reference = asked.authorise.body.reference;
  const complete = await statementsOf(`/station/api/purchases/${reference}/complete`, asked.complete);
  console.log(JSON.stringify({ authorise, complete }));
} finally {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
