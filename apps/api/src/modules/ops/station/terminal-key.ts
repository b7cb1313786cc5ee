import { createHash, randomBytes } from "node:crypto";

/** Every terminal key starts so: a key pasted in the wrong place is recognisable, and secret scanners can find it. */
const PREFIX = "pt_";

/**
 * A station terminal's API key: 32 random bytes in base64url after the prefix. It is shown once and
 * stored only as its hash: random and long, a key needs no slow hash, so the station API finds its
 * terminal by one indexed look-up of `hashTerminalKey(header)`.
 */
export function newTerminalKey(): { key: string; hash: string } {
  const key = `${PREFIX}${randomBytes(32).toString("base64url")}`;
  return { key, hash: hashTerminalKey(key) };
}

/** The SHA-256 of the whole key (prefix included) as lowercase hex: what `station_terminals.key_hash` holds. */
export function hashTerminalKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}
