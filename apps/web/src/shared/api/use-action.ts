import type { BodyOf, Endpoint, ResultOf } from "@pitlane/domain/platform/endpoint";
import { useCallback, useState } from "react";
import { requestRaw } from "./client";

type ActionState<T> =
  | { status: "idle" | "pending"; result: null; error: null }
  | { status: "success"; result: T; error: null }
  | { status: "error"; result: null; error: unknown };

const idle = { status: "idle", result: null, error: null } as const;

/**
 * One call with a body that is not server state: sign-in, sign-up, password reset, saving the
 * shop. Deliberately not a TanStack mutation: the public pages then load without TanStack Query
 * (the sign-in page budget), and there is no cache to invalidate. `endpoint` may be a loader:
 * endpoint objects carry zod schemas, which the sign-in page loads only when used.
 */
export function useAction<E extends Endpoint>(endpoint: E | (() => Promise<E>)) {
  const [state, setState] = useState<ActionState<ResultOf<E>>>(idle);

  const run = useCallback(
    async (body: BodyOf<E>, onSuccess?: (result: ResultOf<E>) => void) => {
      setState({ status: "pending", result: null, error: null });
      try {
        const resolved = typeof endpoint === "function" ? await endpoint() : endpoint;
        const result = await requestRaw<ResultOf<E>>(resolved, { body });
        setState({ status: "success", result, error: null });
        onSuccess?.(result);
      } catch (error) {
        setState({ status: "error", result: null, error });
      }
    },
    [endpoint],
  );

  return {
    run,
    isPending: state.status === "pending",
    isSuccess: state.status === "success",
    error: state.error,
  };
}
