// The empty PostgreSQL database each bench run makes for itself on the server of BENCH_DATABASE_URL.
import pg from "pg";

/** Makes a new database beside the one `serverUrl` names; answers its URL and how to drop it. */
export async function makeDatabase(serverUrl) {
  const name = `pitlane_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = new pg.Client({ connectionString: serverUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}
