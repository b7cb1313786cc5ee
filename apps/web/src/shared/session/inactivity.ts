import { useEffect } from "react";
import { signOut } from "./sign-out";

/** Spec 000 section 9: sign out after 5 minutes without mouse, key, scroll or click. */
export const INACTIVITY_TIMEOUT_MS = 300_000;

const ACTIVITY_EVENTS = ["mousemove", "keydown", "scroll", "click", "touchstart"] as const;

/**
 * Calls `onIdle` once `timeoutMs` pass without activity. Plain setTimeout and Date.now (no
 * timer per event) so it is cheap on mousemove and a test can fast-forward a fake clock.
 */
export function watchInactivity(
  onIdle: () => void,
  timeoutMs = INACTIVITY_TIMEOUT_MS,
  target: EventTarget = window,
): () => void {
  let lastActivity = Date.now();
  let timer: ReturnType<typeof setTimeout>;

  const check = () => {
    const idle = Date.now() - lastActivity;
    if (idle >= timeoutMs) onIdle();
    else timer = setTimeout(check, timeoutMs - idle);
  };
  const handleActivity = () => {
    lastActivity = Date.now();
  };

  timer = setTimeout(check, timeoutMs);
  // Capture phase: scroll does not bubble, but it does pass the window on the way down.
  const options = { capture: true, passive: true };
  for (const event of ACTIVITY_EVENTS) target.addEventListener(event, handleActivity, options);
  return () => {
    clearTimeout(timer);
    for (const event of ACTIVITY_EVENTS) target.removeEventListener(event, handleActivity, options);
  };
}

/** Mounted by the signed-in layout, so it only runs while someone is signed in. */
export function useInactivitySignOut(): void {
  useEffect(() => watchInactivity(() => void signOut("inactive")), []);
}
