import { QueryClient } from "@tanstack/react-query";
import { ApiError, NETWORK_ERROR_CODE } from "../shared/api/api-error";
import { type Session, sessionStore } from "../shared/session/session-store";
import { tenantIdOf, userIdOf } from "../shared/session/session-views";

/** A refusal (4xx) will not change on retry; a network error or a 5xx might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.code !== NETWORK_ERROR_CODE && error.code < 500) return false;
  return failureCount < 2;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

const identityOf = (session: Session | null) => (session ? `${tenantIdOf(session)}/${userIdOf(session)}` : null);

// Whoever signs in next must not see the previous user's cached data. That includes another
// user signed in by another tab, which this tab adopts without a sign-out in between.
sessionStore.subscribe((state, previous) => {
  if (previous.session && identityOf(state.session) !== identityOf(previous.session)) queryClient.clear();
});
