import { createHmac, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../config.js";

export const PIN_SECRET_FILE = "pin-secret";

export class PinSecretMissingError extends Error {}

/**
 * Refuses to start when the database holds T-PIN hashes but neither PIN_SECRET nor DATA_DIR/pin-secret
 * is there: a new key would be made silently and every stored T-PIN would then fail at the pump (a
 * restore that left the file behind). Called before `loadPinSecret`, which would make that new key.
 */
export function refuseMissingPinSecret(config: Pick<Config, "pinSecret" | "dataDir">, hasTpinHashes: boolean) {
  if (config.pinSecret || !hasTpinHashes) return;
  const file = path.join(config.dataDir, PIN_SECRET_FILE);
  if (fs.existsSync(file)) return;
  throw new PinSecretMissingError(
    `the database holds T-PINs but their key is missing: neither PIN_SECRET nor ${file} is there. ` +
      "Restore the pin-secret file from the same backup as the database (or set PIN_SECRET to the key). " +
      "Only if the key is lost for good, set PIN_SECRET to a new key of 32 characters or more: every T-PIN must then be set again.",
  );
}

/**
 * The key of the T-PIN hashes: PIN_SECRET when set (every server of one database must share it),
 * else the one in DATA_DIR/pin-secret, made on the first start (see docs/decisions/0012-t-pin-storage.md).
 * Losing it makes every stored T-PIN unusable, so it is never replaced once written.
 */
export function loadPinSecret(config: Pick<Config, "pinSecret" | "dataDir">): Buffer {
  if (config.pinSecret) return Buffer.from(config.pinSecret, "utf8");
  const file = path.join(config.dataDir, PIN_SECRET_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    // "wx": of two starts at once, one writes and the other reads what it wrote.
    fs.writeFileSync(file, randomBytes(32).toString("base64"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const secret = fs.readFileSync(file, "utf8").trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable key: restore it from a backup or set PIN_SECRET`);
  return Buffer.from(secret, "utf8");
}

/**
 * HMAC-SHA256 of the company and the T-PIN under the server's key: the same T-PIN in one company
 * always hashes alike, so the unique index finds a taken one, yet the database alone does not give
 * the T-PINs back (six digits at most would fall to a plain hash in a second).
 */
export function createPinHasher(secret: Buffer) {
  return {
    hash: (companyId: string, pin: string): string =>
      createHmac("sha256", secret).update(`${companyId}:${pin}`).digest("base64url"),
  };
}

export type PinHasher = ReturnType<typeof createPinHasher>;
