import {
  conflict,
  timeZoneOfCountry,
  unauthorized,
  type AuthResult,
  type LoginBody,
  type ShopSignupBody,
  type ShopUserInfo,
} from "@pitlane/domain";
import type { Config } from "../../../config.js";
import type { Db } from "../../../db/client.js";
import { isKeyTaken } from "../../../db/tenant-lookups.js";
import type { Mailer } from "../../../platform/mail.js";
import { hashNewPassword, verifyPassword } from "../../../platform/passwords.js";
import { phoneCountryOf, phonesIn } from "../../../platform/phones.js";
import { createSignInGuard } from "../../../platform/sign-in-guard.js";
import { RateLimiter } from "../../../platform/rate-limit.js";
import { permissionsOf, type RequestContext } from "../../../platform/route.js";
import type { SessionStore } from "../../../platform/sessions.js";
import type { Clock } from "../../../platform/tenant-zones.js";
import { toShopSessionDto, type ShopRepo } from "../../shop/index.js";
import { createPasswordReset } from "../password-reset.js";
import type { LocationRepo } from "../../reference/location/repo.js";
import { checkLocation } from "../../reference/location/service.js";
import { toShopUserDto } from "./presenter.js";
import type { ShopAuthRepo } from "./repo.js";

interface Deps {
  db: Db;
  users: ShopAuthRepo;
  shops: ShopRepo;
  locations: LocationRepo;
  sessions: SessionStore;
  mailer: Mailer;
  config: Pick<Config, "limits" | "publicUrl">;
  /** What "now" is for the account lockout (tests move it on). */
  clock?: Clock;
}

/** The owner, or an active team member allowed to sign in (a member's access can be taken away without deleting them). */
const mayUseAccount = (user: { active: boolean; isOwner: boolean; canSignIn: boolean }) =>
  user.active && (user.isOwner || user.canSignIn);

export function createShopAuthService({ db, users, shops, locations, sessions, mailer, config, clock }: Deps) {
  const signIns = createSignInGuard(config.limits, clock);
  const signups = new RateLimiter(config.limits.signupsPerMinute);
  const passwordReset = createPasswordReset({ db, realm: "shop", users, mayUseAccount, sessions, mailer, config });

  async function signedIn(
    user: Parameters<typeof toShopUserDto>[0] & { rolePermissions: string[] | null },
    shop: Parameters<typeof toShopSessionDto>[0],
  ) {
    const token = await sessions.create({ realm: "shop", userId: user.id, tenantId: shop.id });
    return { token, user: toShopUserDto(user, permissionsOf(user)), shop: toShopSessionDto(shop) } satisfies AuthResult;
  }

  return {
    async signup(input: ShopSignupBody, ip: string): Promise<AuthResult> {
      signups.consume(ip);
      if (await users.findUserByEmail(input.email)) throw conflict("email_taken");
      const countryCode = await checkLocation(locations, {
        country_id: input.country_id,
        state_id: null,
        city_id: null,
      });
      // The shop's people type local numbers of the country it signs up in.
      const { phone } = phonesIn(phoneCountryOf(countryCode, input.currency), "phone").withStoredPhone(input);
      const passwordHash = await hashNewPassword(input.password);
      const { user, shop } = await db
        .transaction(async (tx) => {
          const shop = await shops.insert(
            {
              shopName: input.shop_name,
              phone,
              email: input.email,
              currency: input.currency,
              countryId: input.country_id,
              // The wall clock starts on the country's zone; the store settings change it.
              timeZone: timeZoneOfCountry(countryCode),
            },
            tx,
          );
          const user = await users.insertUser(
            { shopId: shop.id, name: input.name, email: input.email, phone, passwordHash, isOwner: true },
            tx,
          );
          return { user, shop: { ...shop, countryCode } };
        })
        .catch((error: unknown) => {
          // Two sign-ups with one e-mail at once: the lookup's key decides, the loser hears what the check says.
          throw isKeyTaken(error, "shop_user_email") ? conflict("email_taken") : error;
        });
      return signedIn(user, shop);
    },

    async login(input: LoginBody, ip: string): Promise<AuthResult> {
      signIns.check(input.email, ip);
      const user = await users.findUserByEmail(input.email);
      const isValid = await verifyPassword(user?.passwordHash ?? null, input.password);
      const shop = user && isValid && mayUseAccount(user) ? await shops.get(user.shopId) : null;
      if (!user || !shop) throw unauthorized("invalid_credentials");
      signIns.passed(input.email, ip);
      return signedIn(user, shop);
    },

    async userInfo(ctx: RequestContext): Promise<ShopUserInfo> {
      const row = await users.findUserWithShop(ctx.tenantId, ctx.userId);
      if (!row) throw unauthorized();
      return { user: toShopUserDto(row.user, ctx.permissions), shop: toShopSessionDto(row.shop) };
    },

    forgotPassword: passwordReset.forgotPassword,
    resetPassword: passwordReset.resetPassword,

    logout: (ctx: RequestContext) => sessions.revoke(ctx.sessionId),
  };
}

export type ShopAuthService = ReturnType<typeof createShopAuthService>;
