export interface AuditOutcome {
  outcome: "clean" | "advisories" | "unreachable" | "failed";
  exitCode: 0 | 1;
  message: string;
}

/** What a run of `npm audit --json` (its standard output) means for the build. */
export function auditOutcome(stdout: string): AuditOutcome;
