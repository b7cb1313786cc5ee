import {
  invalid,
  unauthorized,
  type FleetAuthResult,
  type FleetChangePasswordBody,
  type FleetCheckEmailBody,
  type FleetLoginBody,
  type FleetProfileBody,
  type FleetSignupBody,
  type FleetUserDto,
  type FleetUserInfo,
} from "@pitlane/domain";
import type { Config } from "../../../config.js";
import type { Db } from "../../../db/client.js";
import type { Mailer } from "../../../platform/mail.js";
import { hashNewPassword, verifyPassword } from "../../../platform/passwords.js";
import { createSignInGuard } from "../../../platform/sign-in-guard.js";
import { RateLimiter } from "../../../platform/rate-limit.js";
import { permissionsOf, type RequestContext } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { Clock } from "../../../platform/tenant-zones.js";
import type { TenantPhones } from "../../../platform/tenant-phones.js";
import { createPasswordReset } from "../../auth/password-reset.js";
import type { LocationRepo } from "../../reference/location/repo.js";
import { toFleetCompanyDto, toFleetUserDto } from "./presenter.js";
import type { FleetAuthRepo } from "./repo.js";
import { checkEmailFree, createFleetSignup } from "./signup.js";

interface Deps {
  db: Db;
  users: FleetAuthRepo;
  locations: LocationRepo;
  sessions: SessionStore;
  mailer: Mailer;
  config: Pick<Config, "limits" | "publicUrl">;
  /** What "now" is for the account lockout (tests move it on). */
  clock?: Clock;
  phones: TenantPhones;
}

type UserWithRole = Parameters<typeof toFleetUserDto>[0] & { rolePermissions: string[] | null };

/** The admin, or an active employee given a role and a password (an employee without a role only drives). */
const mayUseAccount = (user: UserWithRole) =>
  user.status === "active" && user.passwordHash !== null && (user.isAdmin || user.roleId !== null);

export function createFleetAuthService({ db, users, locations, sessions, mailer, config, phones, clock }: Deps) {
  const signIns = createSignInGuard(config.limits, clock);
  /**
   * Sign-ups and the first step's e-mail checks share one count per address: the check answers
   * what a sign-up answers, so it must not let anyone ask more often than the sign-up does.
   */
  const signups = new RateLimiter(config.limits.signupsPerMinute);
  const passwordReset = createPasswordReset({ db, realm: "fleet", users, mayUseAccount, sessions, mailer, config });
  const createCompany = createFleetSignup(db, users, locations);

  async function signedIn(
    user: UserWithRole,
    company: Parameters<typeof toFleetCompanyDto>[0],
    isRemembered: boolean,
  ): Promise<FleetAuthResult> {
    const token = await sessions.create({ realm: "fleet", userId: user.id, tenantId: company.id, isRemembered });
    const permissions = permissionsOf({ isOwner: user.isAdmin, rolePermissions: user.rolePermissions }, "fleet");
    return { token, user: toFleetUserDto(user, permissions), company: toFleetCompanyDto(company) };
  }

  async function userInfo(ctx: RequestContext): Promise<FleetUserInfo> {
    const row = await users.findUserWithCompany(ctx.tenantId, ctx.userId);
    if (!row) throw unauthorized();
    return { user: toFleetUserDto(row.user, ctx.permissions), company: toFleetCompanyDto(row.company) };
  }

  return {
    userInfo,

    async signup(input: FleetSignupBody, ip: string): Promise<FleetAuthResult> {
      signups.consume(ip);
      const { user, company } = await createCompany(input);
      return signedIn(user, company, false);
    },

    async checkEmail(input: FleetCheckEmailBody, ip: string): Promise<void> {
      signups.consume(ip);
      await checkEmailFree(users, input.email);
    },

    async login(input: FleetLoginBody, ip: string): Promise<FleetAuthResult> {
      signIns.check(input.email, ip);
      const user = await users.findUserByEmail(input.email);
      const isValid = await verifyPassword(user?.passwordHash ?? null, input.password);
      const row =
        user && isValid && mayUseAccount(user) ? await users.findUserWithCompany(user.companyId, user.id) : null;
      if (!row) throw unauthorized("invalid_credentials");
      signIns.passed(input.email, ip);
      return signedIn(row.user, row.company, input.remember_me);
    },

    forgotPassword: passwordReset.forgotPassword,
    resetPassword: passwordReset.resetPassword,

    logout: (ctx: RequestContext) => sessions.revoke(ctx.sessionId),

    async updateProfile(ctx: RequestContext, input: FleetProfileBody): Promise<FleetUserDto> {
      const stored = (await phones.ofCompany(ctx.tenantId)).withStoredPhone(input);
      if (!(await users.updateProfile(ctx.tenantId, ctx.userId, stored))) throw unauthorized();
      return (await userInfo(ctx)).user;
    },

    /** Guessing the current password from a stolen session is held to the sign-in limit. */
    async changePassword(ctx: RequestContext, input: FleetChangePasswordBody): Promise<void> {
      signIns.attempts.consume(`change|${ctx.userId}`);
      const current = await users.passwordHashOf(ctx.tenantId, ctx.userId);
      if (!(await verifyPassword(current, input.current_password))) {
        throw invalid("current_password", "current_password_wrong");
      }
      signIns.attempts.reset(`change|${ctx.userId}`);
      const passwordHash = await hashNewPassword(input.new_password, "new_password");
      await db.transaction(async (tx) => {
        await users.setPassword({ tenantId: ctx.tenantId, id: ctx.userId }, passwordHash, tx);
        await users.revokeOtherSessions(ctx.userId, ctx.sessionId, tx);
        await users.revokeUnusedResetTokens(ctx.userId, tx);
      });
      // The other sessions are gone from the database; this process must not keep serving them.
      sessions.forgetUser(ctx.userId);
    },
  };
}

export type FleetAuthService = ReturnType<typeof createFleetAuthService>;
