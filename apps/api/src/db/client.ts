import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS_DIR as migrationsFolder } from "../paths.js";
import { FairQueue } from "./fair-queue.js";
import * as schema from "./schema/index.js";

export type Schema = typeof schema;
/** The one database type services and repos see, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /**
   * Where read-only screens (dashboards, reports) read: a streaming replica when one is configured,
   * else `db`. A replica may lag the primary by a moment; nothing that is then written reads from it.
   */
  readDb: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** Sees every statement Drizzle sends (tests count what a request runs); none by default. */
export type OnQuery = (query: string) => void;

const loggerOf = (onQuery?: OnQuery) => (onQuery ? { logQuery: onQuery } : false);

/** Requests waiting for the embedded database past which a new one is answered 503 (fair-queue.ts). */
export const PGLITE_MAX_WAITING = 100;

/**
 * PGlite whose statements and transactions take their turn in a FairQueue. Every query, exec and
 * transaction of PGlite passes through `_runExclusiveTransaction` (its one lock), so that is where
 * the line stands; PGlite's lock behind it then never has more than one taker.
 */
class QueuedPGlite extends PGlite {
  private readonly line: FairQueue;

  constructor(options: PGliteOptions, maxWaiting: number) {
    super(options);
    this.line = new FairQueue(maxWaiting);
  }

  override _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return this.line.run(() => super._runExclusiveTransaction(fn));
  }
}

/**
 * `dataDir` undefined opens an in-memory PGlite (tests); `template` starts it from a dump of another
 * (tests start from one migrated, seeded copy instead of migrating each time; a restore fills an
 * empty data directory from a backup).
 */
export async function openPglite(
  dataDir: string | undefined,
  template?: Blob,
  onQuery?: OnQuery,
  maxWaiting = PGLITE_MAX_WAITING,
): Promise<Database & { dump(compression?: "none" | "gzip"): Promise<Blob> }> {
  // pg_trgm serves the substring searches of large lists (clients by any part of name, phone or number);
  // btree_gin puts the tenant column inside those trigram indexes (decision 0027).
  const extensions = { pg_trgm, btree_gin };
  // A template is loaded only into a dir without a database (db/template.ts).
  const options = {
    ...(dataDir ? { dataDir: path.join(dataDir) } : {}),
    ...(template ? { loadDataDir: template } : {}),
    extensions,
  };
  const client = new QueuedPGlite(options, maxWaiting);
  await client.waitReady;
  const db = drizzlePglite(client, { schema, logger: loggerOf(onQuery) });
  return {
    db,
    readDb: db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dump: (compression = "none") => client.dumpDataDir(compression),
  };
}

export async function openPostgres(
  url: string,
  options: { replicaUrl?: string; onQuery?: OnQuery } = {},
): Promise<Database> {
  // Loaded only when PostgreSQL is configured: the embedded default does not pay for the driver at start.
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const openPool = async (poolUrl: string) => {
    // A server out of reach fails a request after 5 s (503) instead of holding it until the client gives up.
    const pool = new pg.Pool({ connectionString: poolUrl, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle connection the server closes (restart, terminated backend) is an 'error' event on the pool;
    // unhandled it would end the process. The pool opens a new connection on the next query.
    pool.on("error", (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
    await pool.query("select 1");
    return pool;
  };
  const pool = await openPool(url);
  const replica = options.replicaUrl ? await openPool(options.replicaUrl) : undefined;
  const db = drizzlePg(pool, { schema, logger: loggerOf(options.onQuery) });
  return {
    db,
    readDb: replica ? drizzlePg(replica, { schema, logger: loggerOf(options.onQuery) }) : db,
    kind: "postgres",
    migrate: () => migratePg(db, { migrationsFolder }),
    close: async () => {
      await pool.end();
      await replica?.end();
    },
  };
}
