// The dependency audit of `npm run guard`: `npm audit --omit=dev --audit-level=high`, failing on high or
// critical advisories in what ships, and skipped with a notice where no advisory service answers (an
// offline build machine, a registry mirror without the audit endpoint). scripts/audit-outcome.mjs decides.
import { spawnSync } from "node:child_process";
import { auditOutcome } from "./audit-outcome.mjs";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const run = spawnSync(npm, ["audit", "--omit=dev", "--audit-level=high", "--json"], {
  encoding: "utf8",
  timeout: 120_000,
  maxBuffer: 64 * 1024 * 1024,
});
// npm waiting two minutes on the advisory service is a service that does not answer.
const timedOut = JSON.stringify({ error: { code: "ETIMEDOUT", summary: "npm audit had no answer in 2 minutes" } });
const { exitCode, message } =
  run.error?.code === "ETIMEDOUT"
    ? auditOutcome(timedOut)
    : run.error
      ? { exitCode: 1, message: `Dependency audit failed: npm could not be run (${run.error.message})` }
      : auditOutcome(run.stdout ?? "");
(exitCode === 0 ? console.log : console.error)(message);
process.exitCode = exitCode;
