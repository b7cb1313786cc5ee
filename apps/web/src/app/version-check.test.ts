import { describe, expect, it, vi } from "vitest";
import { checkAppVersion } from "./version-check";

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    get: (key: string) => data.get(key) ?? null,
    set: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe("checkAppVersion", () => {
  it("stores the version on the first visit without reloading", () => {
    const store = memoryStore();
    const reload = vi.fn();
    expect(checkAppVersion("1.0.3", store, reload)).toBe(false);
    expect(store.data.get("pitlane.version")).toBe("1.0.3");
    expect(reload).not.toHaveBeenCalled();
  });

  it("does nothing when the version is the same", () => {
    const reload = vi.fn();
    expect(checkAppVersion("1.0.3", memoryStore({ "pitlane.version": "1.0.3" }), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("stores the new version and reloads when it changed", () => {
    const store = memoryStore({ "pitlane.version": "1.0.2" });
    const reload = vi.fn();
    expect(checkAppVersion("1.0.3", store, reload)).toBe(true);
    expect(store.data.get("pitlane.version")).toBe("1.0.3");
    expect(reload).toHaveBeenCalledOnce();
  });
});
