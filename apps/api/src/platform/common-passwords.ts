import fs from "node:fs";
import { invalid } from "@pitlane/domain";
import { COMMON_PASSWORDS_FILE } from "../paths.js";

/** The password the demo accounts are seeded with: published in the README, so refused for anyone else. */
export const DEMO_PASSWORD = "pitlane-demo";

let common: Set<string> | undefined;

/** The list is read once, on the first new password, and kept in memory (about 18,000 entries). */
function commonPasswords(): Set<string> {
  common ??= new Set(
    fs
      .readFileSync(COMMON_PASSWORDS_FILE, "utf8")
      .split("\n")
      .filter((line) => line !== "" && !line.startsWith("#")),
  );
  return common;
}

/**
 * Refuses a password someone is choosing now (sign-up, change, reset, an employee's) when it is one
 * of the most common passwords or the demo's, whatever its case and the spaces around it. Checked
 * on the server only: the list stays out of the web's bundle (decision 0008); the schema keeps the
 * length and all-spaces rules.
 */
export function checkNewPassword(password: string, field = "password"): void {
  const plain = password.trim().toLowerCase();
  if (plain === DEMO_PASSWORD || commonPasswords().has(plain)) throw invalid(field, "password_common");
}
