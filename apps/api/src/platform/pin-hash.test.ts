import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createPinHasher, loadPinSecret } from "./pin-hash.js";

const folders: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pitlane-pin-"));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("loadPinSecret", () => {
  it("makes a key in DATA_DIR on the first start, readable by the owner only, and keeps it", () => {
    const dataDir = tempDir();
    const first = loadPinSecret({ dataDir, pinSecret: undefined });
    const file = path.join(dataDir, "pin-secret");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadPinSecret({ dataDir, pinSecret: undefined }).equals(first)).toBe(true);
  });

  it("takes PIN_SECRET when it is set, and writes nothing", () => {
    const dataDir = tempDir();
    const secret = "s".repeat(40);
    expect(loadPinSecret({ dataDir, pinSecret: secret }).toString()).toBe(secret);
    expect(fs.existsSync(path.join(dataDir, "pin-secret"))).toBe(false);
  });

  it("refuses to start on an emptied key file rather than making T-PINs that no longer match", () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, "pin-secret"), "");
    expect(() => loadPinSecret({ dataDir, pinSecret: undefined })).toThrow(/no usable key/);
  });
});

describe("createPinHasher", () => {
  it("hashes one T-PIN of one company alike, and differently in another company or under another key", () => {
    const pins = createPinHasher(Buffer.from("k".repeat(32)));
    expect(pins.hash("company-a", "4821")).toBe(pins.hash("company-a", "4821"));
    expect(pins.hash("company-a", "4821")).not.toBe(pins.hash("company-b", "4821"));
    expect(pins.hash("company-a", "4821")).not.toBe(pins.hash("company-a", "4822"));
    expect(createPinHasher(Buffer.from("x".repeat(32))).hash("company-a", "4821")).not.toBe(
      pins.hash("company-a", "4821"),
    );
    expect(pins.hash("company-a", "4821")).not.toContain("4821");
  });
});
