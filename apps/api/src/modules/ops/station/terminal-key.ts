import { createHash, randomBytes } from "node:crypto";

/** A new terminal key (shown once) and the hash kept of it: 32 random bytes leave nothing to guess. */
export function newTerminalKey(): { key: string; hash: string } {
  const key = `pt_${randomBytes(32).toString("base64url")}`;
  return { key, hash: hashTerminalKey(key) };
}

export const hashTerminalKey = (key: string): string => createHash("sha256").update(key).digest("hex");
