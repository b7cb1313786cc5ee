import { describe, expect, it } from "vitest";
import { createSessionKey, decryptText, encryptText } from "./session-crypto";

describe("session crypto", () => {
  it("round-trips and stores no plain text", async () => {
    const key = await createSessionKey();
    const sealed = await encryptText(key, JSON.stringify({ token: "secret-token-123" }));
    expect(sealed).not.toContain("secret-token-123");
    expect(JSON.parse(await decryptText(key, sealed))).toEqual({ token: "secret-token-123" });
  });

  it("uses a fresh IV each time", async () => {
    const key = await createSessionKey();
    expect(await encryptText(key, "same")).not.toBe(await encryptText(key, "same"));
  });

  it("cannot be read with another key, and the key cannot be exported", async () => {
    const sealed = await encryptText(await createSessionKey(), "text");
    const other = await createSessionKey();
    await expect(decryptText(other, sealed)).rejects.toThrow();
    expect(other.extractable).toBe(false);
  });

  it("refuses a stored value of another format", async () => {
    await expect(decryptText(await createSessionKey(), '{"v":2}')).rejects.toThrow("unknown format");
  });
});
