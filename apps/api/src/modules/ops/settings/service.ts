import type { HoldExpiryBody, PlatformSettingsDto, TaxRateBody, TaxRateDto } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import type { RequestContext } from "../../../platform/route.js";
import type { LocationRepo } from "../../reference/location/repo.js";
import { checkLocation } from "../../reference/location/service.js";
import { recordAudit } from "../audit.js";
import { toPlatformSettingsDto, toTaxRateDto } from "./presenter.js";
import type { ReceivingAccountsRepo } from "./receiving-accounts-repo.js";
import type { SettingsRepo } from "./repo.js";

interface Deps {
  db: Db;
  repo: SettingsRepo;
  accounts: ReceivingAccountsRepo;
  locations: LocationRepo;
}

/** What the audit keeps of a tax rate. */
const audited = (rate: TaxRateDto | null) =>
  rate && {
    country_code: rate.country_code,
    state_name: rate.state_name,
    rate: rate.rate,
    effective_from: rate.effective_from,
  };

/**
 * The platform's money settings: how long a hold lives, the tax on the commission by place and day,
 * and the accounts companies pay into (changed by receiving-accounts.ts).
 */
export function createSettingsService({ db, repo, accounts, locations }: Deps) {
  async function read(tx: Db = db): Promise<PlatformSettingsDto> {
    return toPlatformSettingsDto(await repo.holdExpiryMinutes(tx), await repo.taxRates(tx), await accounts.all(tx));
  }

  return {
    get: () => read(),

    setHoldExpiry(ctx: RequestContext, body: HoldExpiryBody): Promise<PlatformSettingsDto> {
      return db.transaction(async (tx) => {
        const before = await repo.lock(tx);
        await repo.setHoldExpiry(tx, body.hold_expiry_minutes);
        await recordAudit(tx, ctx, {
          action: "hold_expiry.set",
          targetType: "platform_settings",
          targetId: "hold_expiry_minutes",
          before: { hold_expiry_minutes: before },
          after: { hold_expiry_minutes: body.hold_expiry_minutes },
        });
        return read(tx);
      });
    },

    /** A province must be of the country (400 naming state_id); the same place and day replaces that day's rate. */
    async addTaxRate(ctx: RequestContext, body: TaxRateBody): Promise<TaxRateDto> {
      await checkLocation(locations, { country_id: body.country_id, state_id: body.state_id, city_id: null });
      const place = { countryId: body.country_id, stateId: body.state_id, effectiveFrom: body.effective_from };
      return db.transaction(async (tx) => {
        await repo.lock(tx);
        const before = await repo.taxRateOn(tx, place);
        const id = await repo.setTaxRate(tx, { ...place, rateBp: Math.round(body.rate * 100), createdBy: ctx.userId });
        const row = await repo.taxRate(tx, id);
        if (!row) throw new Error("a tax rate just saved is missing");
        const after = toTaxRateDto(row);
        await recordAudit(tx, ctx, {
          action: "tax_rate.set",
          targetType: "tax_rate",
          targetId: id,
          before: audited(before && toTaxRateDto(before)),
          after: audited(after),
        });
        return after;
      });
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
