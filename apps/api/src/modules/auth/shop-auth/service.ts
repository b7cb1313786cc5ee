import {
  ValidationMessage,
  conflict,
  invalid,
  unauthorized,
  type AuthResult,
  type ForgotPasswordBody,
  type LoginBody,
  type ResetPasswordBody,
  type ShopSignupBody,
  type ShopUserInfo,
} from "@pitlane/domain";
import type { Config } from "../../../config.js";
import type { Db } from "../../../db/client.js";
import type { Mailer } from "../../../platform/mail.js";
import { hashPassword, verifyPassword } from "../../../platform/passwords.js";
import { RateLimiter } from "../../../platform/rate-limit.js";
import { permissionsOf, type RequestContext } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import { hashToken, newToken } from "../../../platform/tokens.js";
import { toShopDto } from "../../shop/shop/presenter.js";
import type { ShopRepo } from "../../shop/shop/repo.js";
import { toShopUserDto } from "./presenter.js";
import type { ShopAuthRepo } from "./repo.js";
import { resetPasswordMail } from "./reset-mail.js";

export const RESET_TOKEN_MINUTES = 30;
const BAD_CREDENTIALS = "Invalid e-mail or password";

interface Deps {
  db: Db;
  users: ShopAuthRepo;
  shops: ShopRepo;
  sessions: SessionStore;
  mailer: Mailer;
  config: Pick<Config, "limits" | "publicUrl">;
}

/** The owner, or an active team member allowed to sign in (a member's access can be taken away without deleting them). */
const mayUseAccount = (user: { active: boolean; isOwner: boolean; canSignIn: boolean }) =>
  user.active && (user.isOwner || user.canSignIn);

export function createShopAuthService({ db, users, shops, sessions, mailer, config }: Deps) {
  const loginFailures = new RateLimiter(config.limits.loginFailuresPerMinute);
  const signups = new RateLimiter(config.limits.signupsPerMinute);
  const resetRequests = new RateLimiter(config.limits.forgotPasswordPerMinute);
  // One address asking for mail to many e-mails is limited too (four times the per-e-mail limit).
  const resetRequestsPerAddress = new RateLimiter(config.limits.forgotPasswordPerMinute * 4);

  async function signedIn(
    user: Parameters<typeof toShopUserDto>[0] & { rolePermissions: string[] | null },
    shop: Parameters<typeof toShopDto>[0],
  ) {
    const token = await sessions.create({ realm: "shop", userId: user.id, tenantId: shop.id });
    return { token, user: toShopUserDto(user, permissionsOf(user)), shop: toShopDto(shop) } satisfies AuthResult;
  }

  return {
    async signup(input: ShopSignupBody, ip: string): Promise<AuthResult> {
      signups.consume(ip);
      if (await users.findUserByEmail(input.email)) throw conflict("An account with this e-mail already exists");
      const passwordHash = await hashPassword(input.password);
      const { user, shop } = await db.transaction(async (tx) => {
        const shop = await shops.insert(
          { shopName: input.shop_name, phone: input.phone, email: input.email, currency: input.currency },
          tx,
        );
        const user = await users.insertUser(
          { shopId: shop.id, name: input.name, email: input.email, phone: input.phone, passwordHash, isOwner: true },
          tx,
        );
        return { user, shop };
      });
      return signedIn(user, shop);
    },

    async login(input: LoginBody, ip: string): Promise<AuthResult> {
      const key = `${input.email}|${ip}`;
      // Counted before the slow password check, so parallel guesses cannot all slip under the limit.
      loginFailures.consume(key);
      const user = await users.findUserByEmail(input.email);
      const isValid = await verifyPassword(user?.passwordHash ?? null, input.password);
      const shop = user && isValid && mayUseAccount(user) ? await shops.get(user.shopId) : null;
      if (!user || !shop) throw unauthorized(BAD_CREDENTIALS);
      loginFailures.reset(key);
      return signedIn(user, shop);
    },

    async userInfo(ctx: RequestContext): Promise<ShopUserInfo> {
      const row = await users.findUserWithShop(ctx.tenantId, ctx.userId);
      if (!row) throw unauthorized();
      return { user: toShopUserDto(row.user, ctx.permissions), shop: toShopDto(row.shop) };
    },

    /** Answers the same whether or not the e-mail is known, so it cannot be used to find accounts. */
    async forgotPassword(input: ForgotPasswordBody, ip: string): Promise<void> {
      resetRequestsPerAddress.consume(ip);
      resetRequests.consume(`${input.email}|${ip}`);
      const user = await users.findUserByEmail(input.email);
      if (!user?.email || !mayUseAccount(user)) return;
      const { token, hash } = newToken();
      await users.insertResetToken(user.id, hash, new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000));
      await mailer.send(
        resetPasswordMail(
          { name: user.name, email: user.email },
          `${config.publicUrl}/reset-password/${token}`,
          RESET_TOKEN_MINUTES,
        ),
      );
    },

    async resetPassword(input: ResetPasswordBody): Promise<void> {
      const passwordHash = await hashPassword(input.password);
      const userId = await db.transaction(async (tx) => {
        const id = await users.consumeResetToken(hashToken(input.token), tx);
        if (!id) return null;
        await users.setPassword(id, passwordHash, tx);
        await sessions.revokeAllOfUser(id, tx);
        return id;
      });
      if (!userId) throw invalid("token", ValidationMessage.reset_link);
    },

    logout: (ctx: RequestContext) => sessions.revoke(ctx.sessionId),
  };
}

export type ShopAuthService = ReturnType<typeof createShopAuthService>;
