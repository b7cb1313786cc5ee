import { forbidden } from "@pitlane/domain";
import type { RequestContext } from "./route.js";

/**
 * What a role grants its holders (a shop's team members, a company's employees): its permissions
 * while active, nothing otherwise.
 */
export const grantsOf = (role: { active: boolean; permissions: readonly string[] } | null): readonly string[] =>
  role?.active ? role.permissions : [];

/**
 * A user who may change roles, or give someone a role, must not use that to give anyone (themselves
 * included) more than they hold: every permission the change newly grants must be theirs. The shop
 * owner and the company admin hold all.
 */
export function checkNoEscalation(ctx: RequestContext, before: readonly string[], after: readonly string[]) {
  const granted = after.filter((permission) => !before.includes(permission));
  if (!granted.every((permission) => ctx.permissions.includes(permission))) throw forbidden("grant_own_only");
}
