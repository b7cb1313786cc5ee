import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("./sign-out", () => ({ signOut: vi.fn() }));
const { ACTIVITY_SHARE_INTERVAL_MS, INACTIVITY_TIMEOUT_MS, msUntilIdle, watchInactivity } =
  await import("./inactivity");

/** localStorage's activity key as the tabs of one browser see it. */
function memoryActivity() {
  let at: number | null = null;
  return { read: () => at, write: vi.fn((time: number) => void (at = time)) };
}

const MINUTE = 60_000;

describe("msUntilIdle", () => {
  const timeout = 5 * MINUTE;

  it("counts from this tab's activity when no other tab shared any", () => {
    expect(msUntilIdle(10 * MINUTE, 6 * MINUTE, null, timeout)).toBe(MINUTE);
    expect(msUntilIdle(11 * MINUTE, 6 * MINUTE, null, timeout)).toBe(0);
  });

  it("counts from the latest activity of any tab", () => {
    // Idle here for 9 minutes, but another tab was used 2 minutes ago: 3 minutes left.
    expect(msUntilIdle(10 * MINUTE, MINUTE, 8 * MINUTE, timeout)).toBe(3 * MINUTE);
    // An older shared time does not shorten this tab's own count.
    expect(msUntilIdle(10 * MINUTE, 8 * MINUTE, MINUTE, timeout)).toBe(3 * MINUTE);
  });

  it("signs out only when every tab has been idle for the whole timeout", () => {
    expect(msUntilIdle(10 * MINUTE, MINUTE, 5 * MINUTE, timeout)).toBe(0);
    expect(msUntilIdle(10 * MINUTE, MINUTE, 5 * MINUTE + 1, timeout)).toBe(1);
  });

  it("ignores a shared time in the future (the clock was set back)", () => {
    expect(msUntilIdle(10 * MINUTE, 4 * MINUTE, 60 * MINUTE, timeout)).toBe(-MINUTE);
  });
});

describe("watchInactivity", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("fires after five minutes without activity", () => {
    const onIdle = vi.fn();
    watchInactivity(onIdle, INACTIVITY_TIMEOUT_MS, new EventTarget(), memoryActivity());
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it("starts over on mouse, key, typing into a field, scroll, click and touch", () => {
    const onIdle = vi.fn();
    const target = new EventTarget();
    watchInactivity(onIdle, INACTIVITY_TIMEOUT_MS, target, memoryActivity());
    for (const event of ["mousemove", "keydown", "input", "scroll", "click", "touchstart"]) {
      vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1000);
      target.dispatchEvent(new Event(event));
    }
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it("stops when disposed", () => {
    const onIdle = vi.fn();
    const stop = watchInactivity(onIdle, 1000, new EventTarget(), memoryActivity());
    stop();
    vi.advanceTimersByTime(5000);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it("keeps an idle tab signed in while another tab is in use", () => {
    const shared = memoryActivity();
    const onIdleBackground = vi.fn();
    const onIdleActive = vi.fn();
    const activeTab = new EventTarget();
    watchInactivity(onIdleBackground, INACTIVITY_TIMEOUT_MS, new EventTarget(), shared);
    watchInactivity(onIdleActive, INACTIVITY_TIMEOUT_MS, activeTab, shared);
    for (let minute = 1; minute <= 12; minute++) {
      vi.advanceTimersByTime(MINUTE);
      activeTab.dispatchEvent(new Event("keydown"));
    }
    expect(onIdleBackground).not.toHaveBeenCalled();
    // Then nobody touches any tab: both sign out five minutes after the last key.
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1);
    expect(onIdleBackground).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdleBackground).toHaveBeenCalledOnce();
    expect(onIdleActive).toHaveBeenCalledOnce();
  });

  it("shares activity at most every few seconds, the last of a burst included", () => {
    const shared = memoryActivity();
    const target = new EventTarget();
    watchInactivity(vi.fn(), INACTIVITY_TIMEOUT_MS, target, shared);
    expect(shared.write).toHaveBeenCalledTimes(1); // starting counts as activity
    for (let i = 0; i < 40; i++) {
      vi.advanceTimersByTime(100);
      target.dispatchEvent(new Event("mousemove"));
    }
    const lastMove = Date.now();
    expect(shared.write).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(ACTIVITY_SHARE_INTERVAL_MS);
    expect(shared.write).toHaveBeenCalledTimes(2);
    expect(shared.read()).toBe(lastMove);
  });
});
