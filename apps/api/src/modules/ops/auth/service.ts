import {
  OPS_ROLE_PERMISSIONS,
  unauthorized,
  type OpsAuthResult,
  type OpsLoginBody,
  type OpsUserDto,
} from "@pitlane/domain";
import type { Config } from "../../../config.js";
import { createSignInGuard } from "../../../platform/sign-in-guard.js";
import { verifyPassword } from "../../../platform/passwords.js";
import type { RequestContext } from "../../../platform/route.js";
import { OPS_TENANT, type SessionStore } from "../../../platform/sessions.js";
import type { Clock } from "../../../platform/tenant-zones.js";
import type { OpsAuthRepo, OpsUserRow } from "./repo.js";

export const toOpsUserDto = (row: OpsUserRow): OpsUserDto => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  permissions: [...OPS_ROLE_PERMISSIONS[row.role]],
});

interface Deps {
  users: OpsAuthRepo;
  sessions: SessionStore;
  config: Pick<Config, "limits">;
  clock?: Clock;
}

/** The console's sign-in: the same limits per address and per account as the back offices' (decision 0031). */
export function createOpsAuthService({ users, sessions, config, clock }: Deps) {
  const signIns = createSignInGuard(config.limits, clock);

  return {
    async login(input: OpsLoginBody, ip: string): Promise<OpsAuthResult> {
      signIns.check(input.email, ip);
      const user = await users.findByEmail(input.email);
      const isValid = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !isValid || !user.active) throw unauthorized("invalid_credentials");
      signIns.passed(input.email, ip);
      const token = await sessions.create({ realm: "ops", userId: user.id, tenantId: OPS_TENANT });
      return { token, user: toOpsUserDto(user) };
    },

    async me(ctx: RequestContext): Promise<OpsUserDto> {
      const user = await users.findById(ctx.userId);
      if (!user) throw unauthorized();
      return toOpsUserDto(user);
    },

    logout: (ctx: RequestContext) => sessions.revoke(ctx.sessionId),
  };
}

export type OpsAuthService = ReturnType<typeof createOpsAuthService>;
