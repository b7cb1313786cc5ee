// The anchor of the start-up line: a process that opens a PGlite data dir (with the extension the
// app loads) and answers one query, nothing else. Prints "ready" when it can serve; then closes.
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

const client = new PGlite(process.argv[2], { extensions: { pg_trgm } });
await client.query("select 1");
console.log("ready");
await client.close();
