// `npm start`: build what is not built yet, then run the server (migrations and demo data happen inside).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const built = spawnSync(process.execPath, [path.join(root, "scripts/build.mjs"), "--if-stale"], { stdio: "inherit" });
if (built.status !== 0) process.exit(built.status ?? 1);
await import(path.join(root, "apps/api/dist/main.js"));
