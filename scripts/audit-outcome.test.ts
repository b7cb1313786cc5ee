import { describe, expect, it } from "vitest";
import { auditOutcome } from "./audit-outcome.mjs";

// What `npm audit --omit=dev --audit-level=high --json` prints (npm 10), trimmed to the fields read.
const report = (counts: Record<string, number>, vulnerabilities: Record<string, { severity: string }> = {}) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts } },
  });

// A registry without the bulk advisory endpoint, as npm printed it on this project's build machine.
const methodNotAllowed = JSON.stringify({
  message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
  method: "POST",
  uri: "https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
  statusCode: 405,
  body: "",
  error: { summary: "", detail: "" },
});

// No network: npm's fetch error.
const offline = JSON.stringify({
  message:
    "request to https://registry.npmjs.org/-/npm/v1/security/advisories/bulk failed, reason: getaddrinfo ENOTFOUND registry.npmjs.org",
  type: "system",
  errno: "ENOTFOUND",
  code: "ENOTFOUND",
});

describe("the dependency audit's decision", () => {
  it("passes a report without high or critical advisories, counting the lower ones", () => {
    expect(auditOutcome(report({}))).toMatchObject({ outcome: "clean", exitCode: 0 });
    const moderate = auditOutcome(report({ moderate: 2 }, { ajv: { severity: "moderate" } }));
    expect(moderate).toMatchObject({ outcome: "clean", exitCode: 0 });
    expect(moderate.message).toContain("2 lower");
  });

  it("fails on high or critical advisories and names the packages", () => {
    const found = auditOutcome(
      report({ high: 1, critical: 1, low: 3 }, { fastify: { severity: "high" }, pg: { severity: "critical" } }),
    );
    expect(found).toMatchObject({ outcome: "advisories", exitCode: 1 });
    expect(found.message).toContain("2 high or critical advisories");
    expect(found.message).toContain("fastify (high), pg (critical)");
  });

  it("skips with a notice when the registry has no advisory endpoint or cannot be reached", () => {
    for (const stdout of [
      methodNotAllowed,
      offline,
      JSON.stringify({ error: { code: "ECONNREFUSED", summary: "connect ECONNREFUSED 127.0.0.1:4873" } }),
    ]) {
      const skipped = auditOutcome(stdout);
      expect(skipped).toMatchObject({ outcome: "unreachable", exitCode: 0 });
      expect(skipped.message).toMatch(/^Dependency audit SKIPPED: no advisory service could be reached/);
    }
    expect(auditOutcome(methodNotAllowed).message).toContain("405 Method Not Allowed");
  });

  it("fails when the audit breaks in any other way, rather than passing unchecked", () => {
    const noLockfile = JSON.stringify({
      error: { code: "ENOLOCK", summary: "This command requires an existing lockfile.", detail: "" },
    });
    expect(auditOutcome(noLockfile)).toEqual({
      outcome: "failed",
      exitCode: 1,
      message: "Dependency audit failed: This command requires an existing lockfile.",
    });
    expect(auditOutcome("")).toMatchObject({ outcome: "failed", exitCode: 1 });
    expect(auditOutcome("npm ERR! something odd")).toMatchObject({ outcome: "failed", exitCode: 1 });
  });
});
