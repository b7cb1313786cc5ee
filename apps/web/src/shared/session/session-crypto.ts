/**
 * AES-GCM encryption of the stored session with a key that cannot be exported, so a copy of
 * localStorage alone (a leaked backup, a malicious extension reading storage) does not give
 * away the bearer token.
 */
const ALGORITHM = "AES-GCM";

export function createSessionKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: ALGORITHM, length: 256 }, false, ["encrypt", "decrypt"]);
}

interface Sealed {
  v: 1;
  iv: string;
  data: string;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

export async function encryptText(key: CryptoKey, text: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: ALGORITHM, iv }, key, new TextEncoder().encode(text));
  const sealed: Sealed = { v: 1, iv: toBase64(iv), data: toBase64(new Uint8Array(data)) };
  return JSON.stringify(sealed);
}

function isSealed(value: unknown): value is Sealed {
  return (
    typeof value === "object" &&
    value !== null &&
    "v" in value &&
    value.v === 1 &&
    "iv" in value &&
    typeof value.iv === "string" &&
    "data" in value &&
    typeof value.data === "string"
  );
}

/** Throws when the text was not sealed with this key (or was tampered with). */
export async function decryptText(key: CryptoKey, stored: string): Promise<string> {
  const sealed: unknown = JSON.parse(stored);
  if (!isSealed(sealed)) throw new Error("Stored session has an unknown format");
  const plain = await crypto.subtle.decrypt(
    { name: ALGORITHM, iv: fromBase64(sealed.iv) },
    key,
    fromBase64(sealed.data),
  );
  return new TextDecoder().decode(plain);
}
