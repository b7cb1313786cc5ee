// The bench's own door to a database, without the app's code: pg for PostgreSQL, PGlite's own client
// for a PGlite data dir. `query(text, params)` answers rows; `transaction(fn)` hands fn a query of its own.
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";

/**
 * Opens PostgreSQL at `url` (a pool of 10, as the app's) or the PGlite data dir `dataDir`. `onQuery`
 * (PostgreSQL) sees every statement sent, a transaction's begin and commit too.
 */
export async function openRawDatabase({ url, dataDir, onQuery = () => {} }) {
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    await pool.query("select 1");
    const sent = (on) => (text, params) => {
      onQuery(text);
      return on.query(text, params);
    };
    return {
      query: async (text, params) => (await sent(pool)(text, params)).rows,
      async transaction(fn) {
        const client = await pool.connect();
        const send = sent(client);
        try {
          await send("begin");
          const result = await fn(async (text, params) => (await send(text, params)).rows);
          await send(result === null ? "rollback" : "commit");
          return result;
        } catch (error) {
          await send("rollback");
          throw error;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  // The extensions the app's indexes use (decision 0027): the planner loads them to read those indexes.
  const client = new PGlite(dataDir, { extensions: { pg_trgm, btree_gin } });
  await client.waitReady;
  return {
    query: async (text, params) => (await client.query(text, params)).rows,
    transaction: (fn) =>
      client.transaction(async (tx) => {
        const result = await fn(async (text, params) => (await tx.query(text, params)).rows);
        if (result === null) await tx.rollback();
        return result;
      }),
    /** Several rows at once, for loading. */
    exec: (text) => client.exec(text),
    close: () => client.close(),
  };
}
