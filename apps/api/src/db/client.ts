import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { MIGRATIONS_DIR as migrationsFolder } from "../paths.js";
import * as schema from "./schema/index.js";

export type Schema = typeof schema;
/** The one database type services and repos see, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * `dataDir` undefined opens an in-memory PGlite (tests); `template` starts it from a dump of another
 * (tests start from one migrated, seeded copy instead of migrating each time).
 */
export async function openPglite(
  dataDir: string | undefined,
  template?: Blob,
): Promise<Database & { dump(): Promise<Blob> }> {
  // pg_trgm serves the substring searches of large lists (clients by any part of name, phone or number).
  const extensions = { pg_trgm };
  const client = dataDir
    ? new PGlite(path.join(dataDir), { extensions })
    : new PGlite(template ? { loadDataDir: template, extensions } : { extensions });
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    dump: () => client.dumpDataDir("none"),
  };
}

export async function openPostgres(url: string): Promise<Database> {
  // Loaded only when PostgreSQL is configured: the embedded default does not pay for the driver at start.
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closes (restart, terminated backend) is an 'error' event on the pool;
  // unhandled it would end the process. The pool opens a new connection on the next query.
  pool.on("error", (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  await pool.query("select 1");
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: "postgres",
    migrate: () => migratePg(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}
