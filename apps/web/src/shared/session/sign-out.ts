import { call } from "../api/client";
import { logoutOf } from "./realm-endpoints";
import { type SignOutReason, sessionStore } from "./session-store";

/**
 * Ends the session on the server and here. `call` reads the token synchronously before it
 * awaits anything, so clearing the store right after still sends the logout with the token.
 * The route guard then sends the user to their sign-in page, where the reason is shown.
 */
export async function signOut(reason: SignOutReason | null): Promise<void> {
  // Dynamic import, shared with the screens (already loaded by then): keeps zod off the sign-in page.
  const domain = await import("@pitlane/domain");
  const { session } = sessionStore.get();
  if (!session) return;
  void call(logoutOf(session, domain));
  sessionStore.end(reason);
}
