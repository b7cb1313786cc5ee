import { createHmac, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../config.js";

const SECRET_FILE = "pin-secret";

/**
 * The key of the T-PIN hashes: PIN_SECRET when set (every server of one database must share it),
 * else the one in DATA_DIR/pin-secret, made on the first start (see docs/decisions/0012-t-pin-storage.md).
 * Losing it makes every stored T-PIN unusable, so it is never replaced once written.
 */
export function loadPinSecret(config: Pick<Config, "pinSecret" | "dataDir">): Buffer {
  if (config.pinSecret) return Buffer.from(config.pinSecret, "utf8");
  const file = path.join(config.dataDir, SECRET_FILE);
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
