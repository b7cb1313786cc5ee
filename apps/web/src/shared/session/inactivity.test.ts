import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("./sign-out", () => ({ signOut: vi.fn() }));
const { INACTIVITY_TIMEOUT_MS, watchInactivity } = await import("./inactivity");

describe("watchInactivity", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("fires after five minutes without activity", () => {
    const onIdle = vi.fn();
    watchInactivity(onIdle, INACTIVITY_TIMEOUT_MS, new EventTarget());
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it("starts over on mouse, key, scroll, click and touch", () => {
    const onIdle = vi.fn();
    const target = new EventTarget();
    watchInactivity(onIdle, INACTIVITY_TIMEOUT_MS, target);
    for (const event of ["mousemove", "keydown", "scroll", "click", "touchstart"]) {
      vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1000);
      target.dispatchEvent(new Event(event));
    }
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it("stops when disposed", () => {
    const onIdle = vi.fn();
    const stop = watchInactivity(onIdle, 1000, new EventTarget());
    stop();
    vi.advanceTimersByTime(5000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
