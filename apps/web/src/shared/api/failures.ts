import i18next from "i18next";
import { loadSession } from "../session/persist";
import { sessionStore } from "../session/session-store";
import { notify } from "../ui/notify";

/** Spec 000 section 8: further network-error toasts are suppressed for 2 seconds. */
export const NETWORK_TOAST_INTERVAL_MS = 2000;

let lastNetworkToastAt = Number.NEGATIVE_INFINITY;

export function reportNetworkError(now = Date.now()): void {
  if (now - lastNetworkToastAt < NETWORK_TOAST_INTERVAL_MS) return;
  lastNetworkToastAt = now;
  notify.error(i18next.t("errors.network"));
}

/**
 * A 401 for a request that carried a token: the session is over. Ending it makes every later
 * 401 of the same burst a no-op (no session any more), so the alert is shown once. The sign-in
 * page shows the reason; not when the user is already on a sign-in page, where it would only confuse.
 */
const isSignInPage = (path: string) =>
  path === "/" || path === "/fleet/login" || path === "/ops/login" || path === "/station/login";

export async function handleSessionExpired(sentToken: string): Promise<void> {
  // Sent with a token this tab no longer uses (another tab's newer one was adopted meanwhile).
  if (sessionStore.get().session?.token !== sentToken) return;
  // Another tab may hold a newer token that this tab has not picked up yet: take it over
  // rather than sign every tab out.
  const stored = await loadSession();
  const current = sessionStore.get().session;
  if (!current || current.token !== sentToken) return;
  if (stored && stored.token !== sentToken) sessionStore.adopt(stored, null);
  else sessionStore.end(isSignInPage(window.location.pathname) ? null : "expired");
}
