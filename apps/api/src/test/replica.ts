import pg from "pg";
import { databaseUrl } from "./global-setup.js";

/**
 * A streaming replica of the PostgreSQL server of DATABASE_URL, when the environment names one
 * (`TEST_DATABASE_REPLICA_URL`, which .ci/run sets): only the tests that check reading from a replica use it.
 */
export const testReplicaUrl = process.env.TEST_DATABASE_REPLICA_URL;

/** The replica's URL for a database of the primary. */
export function replicaOf(name: string): string {
  if (!testReplicaUrl) throw new Error("TEST_DATABASE_REPLICA_URL is not set");
  return databaseUrl(testReplicaUrl, name);
}

async function queryOne<Row>(url: string, text: string, values: unknown[] = []): Promise<Row> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows[0] as Row;
  } finally {
    await client.end();
  }
}

/** Waits until the replica has replayed everything the primary had written when called. */
export async function caughtUp(primaryUrl: string, replicaUrl: string, timeoutMs = 10_000) {
  const { lsn } = await queryOne<{ lsn: string }>(primaryUrl, "select pg_current_wal_lsn()::text as lsn");
  // Asked of the replica's maintenance database: the one being waited for may not exist there yet.
  const maintenance = databaseUrl(replicaUrl, "postgres");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { done } = await queryOne<{ done: boolean }>(
      maintenance,
      "select pg_last_wal_replay_lsn() >= $1::pg_lsn as done",
      [lsn],
    );
    if (done) return;
    if (Date.now() > deadline) throw new Error(`the replica did not replay up to ${lsn} in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Holds or resumes the replica's replay, so a test can tell a read of the replica from a read of the primary. */
export async function pauseReplay(replicaUrl: string, paused: boolean) {
  const maintenance = databaseUrl(replicaUrl, "postgres");
  await queryOne(maintenance, paused ? "select pg_wal_replay_pause()" : "select pg_wal_replay_resume()");
}
