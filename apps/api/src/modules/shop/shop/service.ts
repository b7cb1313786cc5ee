import { conflict, notFound, type ShopDto, type ShopEditBody } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { toStoredValue } from "../../../platform/money-columns.js";
import { phoneCountryOf, phonesIn } from "../../../platform/phones.js";
import type { RequestContext } from "../../../platform/route.js";
import type { LocationRepo } from "../../reference/location/repo.js";
import { checkLocation } from "../../reference/location/service.js";
import type { UploadRepo } from "../upload/repo.js";
import { toShopDto } from "./presenter.js";
import type { ShopRepo } from "./repo.js";

export function createShopService(db: Db, shops: ShopRepo, locations: LocationRepo, uploads: UploadRepo) {
  return {
    async get(ctx: RequestContext): Promise<ShopDto> {
      const [row, currencyLocked] = await Promise.all([shops.get(ctx.tenantId), shops.hasInvoices(ctx.tenantId)]);
      if (!row) throw notFound("shop_not_found");
      return toShopDto(row, currencyLocked);
    },

    /**
     * Prices are stored as numbers without their currency: once an invoice is issued, a new currency
     * would rewrite what every price and open job card means, so it is refused (409 currency_locked).
     */
    async edit(ctx: RequestContext, body: ShopEditBody): Promise<ShopDto> {
      const countryCode = await checkLocation(locations, body);
      // Read in the country (or currency) the shop has after this change, as the form shows it.
      const { phone } = phonesIn(phoneCountryOf(countryCode, body.currency), "phone").withStoredPhone(body);
      if (body.logo && !(await uploads.get(ctx.tenantId, body.logo))) throw notFound("logo_not_found");
      return db.transaction(async (tx) => {
        const currency = await shops.lockCurrency(tx, ctx.tenantId);
        if (currency === null) throw notFound("shop_not_found");
        const currencyLocked = await shops.hasInvoices(ctx.tenantId, tx);
        if (currencyLocked && body.currency !== currency) throw conflict("currency_locked", { field: "currency" });
        const row = await shops.update(
          ctx.tenantId,
          {
            shopName: body.shop_name,
            phone,
            email: body.email,
            address: body.address,
            countryId: body.country_id,
            stateId: body.state_id,
            cityId: body.city_id,
            currency: body.currency,
            vatRateBp: toStoredValue(body.vat_rate),
            logoUploadId: body.logo,
            vatNumber: body.vat_number,
            timeZone: body.time_zone,
          },
          tx,
        );
        if (!row) throw notFound("shop_not_found");
        return toShopDto({ ...row, countryCode }, currencyLocked);
      });
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;
