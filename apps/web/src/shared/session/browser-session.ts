import { type Session, isFleetSession } from "./session-store";

/**
 * A session cookie (no expiry) that says "this browser has been running since a session that ends
 * with it was stored". Browsers drop such cookies when they close, and every tab of one browser
 * shares them, so it marks a browser run without any handshake between tabs (decision 0007).
 */
const MARKER = "pitlane.browser-run";

/** A fleet session signed in without "Keep me logged in" (and the sign-up's) ends with the browser. */
export const endsWithBrowser = (session: Session): boolean => isFleetSession(session) && !session.remembered;

/** Marks this browser run; called before such a session is stored. */
export function markBrowserRun(): void {
  try {
    const secure = window.location.protocol === "https:" ? "; Secure" : "";
    document.cookie = `${MARKER}=1; Path=/; SameSite=Strict${secure}`;
  } catch {
    // No cookies (a sandboxed frame): the session then ends at the next start, the safe way to fail.
  }
}

function isBrowserRunMarked(): boolean {
  try {
    return document.cookie.split(";").some((cookie) => cookie.trim().startsWith(`${MARKER}=`));
  } catch {
    return false;
  }
}

/**
 * Whether a stored session should have ended when the browser closed: it ends with the browser
 * and this browser run holds no marker, so the browser was closed since it was stored.
 */
export const hasOutlivedBrowser = (session: Session, isMarked = isBrowserRunMarked()): boolean =>
  endsWithBrowser(session) && !isMarked;
