import { type Permission, hasPermission } from "@pitlane/domain/permissions";
import { permissionsOf, useSessionState } from "./session-store";

/**
 * Whether the signed-in user holds a permission (one of them, for a list); the UI hides what they
 * lack (the server enforces).
 */
export function useCan(permission: Permission | readonly Permission[] | null): boolean {
  const { session } = useSessionState();
  return !!session && hasPermission(permissionsOf(session), permission);
}
