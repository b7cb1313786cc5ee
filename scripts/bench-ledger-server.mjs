// The app's side of the hold lines of `npm run bench`: bare Fastify, like the anchor server, calling the
// app's own ledger (fleet/ledger/ledger.ts: hold, then completeHold) through the app's database client
// (Drizzle on a pool of 10), so that the line measures the ledger's code and statements and nothing of
// the API around it. Run with tsx, since it imports the app's TypeScript sources; started by
// scripts/bench-app.mjs with LEDGER_PORT and LEDGER_DATABASE_URL.
import Fastify from "fastify";
import { openPostgres } from "../apps/api/src/db/client.js";
import { completeHold, hold } from "../apps/api/src/modules/fleet/ledger/ledger.js";

/** Statements sent so far: the bench reads it around one request to count that request's. */
let statements = 0;
const database = await openPostgres(process.env.LEDGER_DATABASE_URL, { onQuery: () => (statements += 1) });
const { db } = database;
const app = Fastify({ logger: false });

app.get("/ready", async () => ({ ok: true }));
app.get("/statements", async () => ({ statements }));
// A hold of a wallet, then its completion with the lines given: two transactions, as at the pump
// (the hold commits with the authorisation, the completion comes later).
app.post("/ledger-hold", async (request, reply) => {
  const b = request.body;
  const expiresAt = new Date(Date.now() + 30 * 60_000);
  const held = await db.transaction((tx) => hold(tx, b.company_id, b.wallet_id, b.total, b.reference, expiresAt));
  if (!held) return reply.code(409).send({ error_code: 409, message: "insufficient_funds", result: null });
  const transfers = await db.transaction((tx) => completeHold(tx, b.company_id, held.id, b.lines));
  return { hold_id: held.id, transfers };
});

const close = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on("SIGTERM", () => void close());
await app.listen({ port: Number(process.env.LEDGER_PORT), host: "127.0.0.1" });
