// What a run of `npm audit --json` means for the build: the decision, apart from running the tool, so
// that a unit test can give it the tool's own outputs.

/** Codes of a request that never reached the advisory service (no network, no DNS, a firewall). */
const UNREACHABLE_CODES = new Set([
  "ENOTFOUND",
  "EAI_AGAIN",
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "ENETUNREACH",
  "EHOSTUNREACH",
  "ERR_SOCKET_TIMEOUT",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "SELF_SIGNED_CERT_IN_CHAIN",
]);

const FAILING = ["high", "critical"];

function parse(stdout) {
  try {
    const report = JSON.parse(stdout);
    return typeof report === "object" && report !== null ? report : null;
  } catch {
    return null;
  }
}

/**
 * `{ outcome, exitCode, message }` for npm audit's JSON `stdout`: "clean" (exit 0, nothing high or
 * critical), "advisories" (exit 1, naming the packages), "unreachable" (exit 0 with a notice: no
 * advisory service answered, which is not a pass but is not the code's fault either), or "failed"
 * (exit 1: the audit broke in some other way, and a broken check must not pass silently).
 */
export function auditOutcome(stdout) {
  const report = parse(stdout);
  const counts = report?.metadata?.vulnerabilities;
  if (counts && typeof counts === "object") {
    const found = Object.entries(report.vulnerabilities ?? {})
      .filter(([, v]) => FAILING.includes(v?.severity))
      .map(([name, v]) => `${name} (${v.severity})`);
    const failing = FAILING.reduce((sum, level) => sum + (Number(counts[level]) || 0), 0);
    if (failing > 0) {
      const names = found.length > 0 ? `: ${found.join(", ")}` : "";
      return {
        outcome: "advisories",
        exitCode: 1,
        message: `Dependency audit: ${failing} high or critical advisories in production dependencies${names}. Run npm audit for details.`,
      };
    }
    const lower = ["info", "low", "moderate"].reduce((sum, level) => sum + (Number(counts[level]) || 0), 0);
    return {
      outcome: "clean",
      exitCode: 0,
      message: `Dependency audit: no high or critical advisories in production dependencies${lower > 0 ? ` (${lower} lower)` : ""}.`,
    };
  }
  // The advisory endpoint answered, but not with a report (a mirror or proxy without it: 404, 405, 5xx).
  const status = report?.statusCode;
  const code = report?.error?.code ?? report?.code;
  if (typeof status === "number" || UNREACHABLE_CODES.has(code)) {
    const why = report?.message ?? report?.error?.summary ?? code;
    return {
      outcome: "unreachable",
      exitCode: 0,
      message: `Dependency audit SKIPPED: no advisory service could be reached (${why}). Run npm audit where the registry's advisory endpoint is reachable.`,
    };
  }
  const why = report?.error?.summary || report?.message || stdout.trim().slice(0, 300) || "no output";
  return { outcome: "failed", exitCode: 1, message: `Dependency audit failed: ${why}` };
}
