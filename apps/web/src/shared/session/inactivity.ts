import { useEffect } from "react";
import { localStore, storageKeys } from "../storage/local";
import { signOut } from "./sign-out";

/** Spec 000 section 9: sign out after 5 minutes without mouse, key, scroll or click. */
export const INACTIVITY_TIMEOUT_MS = 300_000;

/** A tab tells the others of its activity at most this often: one localStorage write each time. */
export const ACTIVITY_SHARE_INTERVAL_MS = 5000;

/**
 * `input` counts too: text typed through a phone's keyboard or an input method, pasted or filled in
 * by the browser changes a field without a keydown, and a user doing that is not idle.
 */
const ACTIVITY_EVENTS = ["mousemove", "keydown", "input", "scroll", "click", "touchstart"] as const;

/** The last activity in any tab of the browser, shared through localStorage. */
export interface SharedActivity {
  read(): number | null;
  write(at: number): void;
}

export const sharedActivity: SharedActivity = {
  read() {
    const at = Number(localStore.get(storageKeys.activity));
    return Number.isFinite(at) && at > 0 ? at : null;
  },
  write(at) {
    localStore.set(storageKeys.activity, String(at));
  },
};

/**
 * How long until the browser has been idle for `timeoutMs`, counting the last activity of this
 * tab and of any other (`shared`); zero or less means sign out now. A shared time in the future
 * (the clock was set back) proves nothing and is ignored, or it could keep the session open.
 */
export function msUntilIdle(now: number, lastHere: number, shared: number | null, timeoutMs: number): number {
  const lastShared = shared !== null && shared <= now ? shared : Number.NEGATIVE_INFINITY;
  return Math.max(lastHere, lastShared) + timeoutMs - now;
}

/**
 * Calls `onIdle` once `timeoutMs` pass without activity in this tab or any other. Plain
 * setTimeout and Date.now (no timer per event) so it is cheap on mousemove and a test can
 * fast-forward a fake clock. Activity is shared at most every ACTIVITY_SHARE_INTERVAL_MS, and
 * the last one of a burst is always shared (a trailing write), so no tab sees it late enough
 * to sign out early.
 */
export function watchInactivity(
  onIdle: () => void,
  timeoutMs = INACTIVITY_TIMEOUT_MS,
  target: EventTarget = window,
  shared: SharedActivity = sharedActivity,
): () => void {
  let lastActivity = Date.now();
  let lastShared = Number.NEGATIVE_INFINITY;
  let checkTimer: ReturnType<typeof setTimeout>;
  let shareTimer: ReturnType<typeof setTimeout> | undefined;

  const share = () => {
    shareTimer = undefined;
    lastShared = Date.now();
    shared.write(lastActivity);
  };
  const check = () => {
    const remaining = msUntilIdle(Date.now(), lastActivity, shared.read(), timeoutMs);
    if (remaining <= 0) onIdle();
    else checkTimer = setTimeout(check, remaining);
  };
  const handleActivity = () => {
    lastActivity = Date.now();
    if (shareTimer !== undefined) return; // the write already planned will carry this activity
    const wait = lastShared + ACTIVITY_SHARE_INTERVAL_MS - lastActivity;
    if (wait <= 0) share();
    else shareTimer = setTimeout(share, wait);
  };

  // Signing in or opening a tab is activity too: the idle tabs start counting again.
  handleActivity();
  checkTimer = setTimeout(check, timeoutMs);
  // Capture phase: scroll does not bubble, but it does pass the window on the way down.
  const options = { capture: true, passive: true };
  for (const event of ACTIVITY_EVENTS) target.addEventListener(event, handleActivity, options);
  return () => {
    clearTimeout(checkTimer);
    clearTimeout(shareTimer);
    for (const event of ACTIVITY_EVENTS) target.removeEventListener(event, handleActivity, options);
  };
}

/**
 * Mounted by the signed-in layout, so it only runs while someone is signed in; off for a session
 * the user asked to keep ("remember me").
 */
export function useInactivitySignOut(isEnabled = true): void {
  useEffect(() => (isEnabled ? watchInactivity(() => void signOut("inactive")) : undefined), [isEnabled]);
}
