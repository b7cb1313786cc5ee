import { invalid, type ForgotPasswordBody, type ResetPasswordBody } from "@pitlane/domain";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import type { Mailer } from "../../platform/mail.js";
import { hashNewPassword } from "../../platform/passwords.js";
import { RateLimiter } from "../../platform/rate-limit.js";
import { createResetTokens, type UserKey } from "../../platform/reset-tokens.js";
import type { SessionStore, TenantRealm } from "../../platform/sessions.js";
import { hashToken, newToken } from "../../platform/tokens.js";
import { resetPasswordMail } from "./reset-mail.js";

export const RESET_TOKEN_MINUTES = 30;

/** Where each back office's web opens a reset link. */
const LINK_PATHS: Record<TenantRealm, string> = { shop: "/reset-password", fleet: "/fleet/reset-password" };

interface ResetUser {
  id: string;
  name: string;
  email: string | null;
}

/** The shop or company of a user, whichever back office it is. */
const tenantOf = (user: ResetUser & ({ shopId: string } | { companyId: string })) =>
  "shopId" in user ? user.shopId : user.companyId;

interface Deps<User extends ResetUser & ({ shopId: string } | { companyId: string })> {
  db: Db;
  realm: TenantRealm;
  users: {
    findUserByEmail(email: string): Promise<User | null>;
    setPassword(user: UserKey, passwordHash: string, tx: Db): Promise<void>;
  };
  /** Whether the user may sign in at all: no link is mailed to an account that could not use it. */
  mayUseAccount(user: NoInfer<User>): boolean;
  sessions: SessionStore;
  mailer: Mailer;
  config: Pick<Config, "limits" | "publicUrl">;
}

/** "Forgot password" and "reset password", the same in both back offices but for whose link it is. */
export function createPasswordReset<User extends ResetUser & ({ shopId: string } | { companyId: string })>(
  deps: Deps<User>,
) {
  const { db, realm, users, mayUseAccount, sessions, mailer, config } = deps;
  const resetTokens = createResetTokens(db);
  const resetRequests = new RateLimiter(config.limits.forgotPasswordPerMinute);
  // One address asking for mail to many e-mails is limited too (four times the per-e-mail limit).
  const resetRequestsPerAddress = new RateLimiter(config.limits.forgotPasswordPerMinute * 4);

  return {
    /** Answers the same whether or not the e-mail is known, so it cannot be used to find accounts. */
    async forgotPassword(input: ForgotPasswordBody, ip: string): Promise<void> {
      resetRequestsPerAddress.consume(ip);
      resetRequests.consume(`${input.email}|${ip}`);
      const user = await users.findUserByEmail(input.email);
      if (!user?.email || !mayUseAccount(user)) return;
      const { token, hash } = newToken();
      const key = { tenantId: tenantOf(user), id: user.id };
      await resetTokens.issue(realm, key, hash, new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000));
      const link = `${config.publicUrl}${LINK_PATHS[realm]}/${token}`;
      await mailer.send(resetPasswordMail({ name: user.name, email: user.email }, link, RESET_TOKEN_MINUTES));
    },

    /** A new password ends every session of the user, and the link with it. */
    async resetPassword(input: ResetPasswordBody): Promise<void> {
      const passwordHash = await hashNewPassword(input.password);
      const userId = await db.transaction(async (tx) => {
        const user = await resetTokens.consume(realm, hashToken(input.token), tx);
        if (!user) return null;
        await users.setPassword(user, passwordHash, tx);
        await sessions.revokeAllOfUser(user.id, tx);
        return user.id;
      });
      if (!userId) throw invalid("token", "reset_link");
      sessions.forgetUser(userId);
    },
  };
}
