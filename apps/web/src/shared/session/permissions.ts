import { type Permission, hasPermission } from "@pitlane/domain/permissions";
import { useSessionState } from "./session-store";

/** Whether the signed-in user holds a permission; the UI hides what they lack (the server enforces). */
export function useCan(permission: Permission | null): boolean {
  const { session } = useSessionState();
  return !!session && hasPermission(session.user.permissions, permission);
}
