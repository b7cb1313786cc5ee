import { notFound, type ShopDto, type ShopEditBody } from "@pitlane/domain";
import { toStoredValue } from "../../../platform/money-columns.js";
import type { RequestContext } from "../../../platform/route.js";
import type { LocationRepo } from "../../reference/location/repo.js";
import { checkLocation } from "../../reference/location/service.js";
import type { UploadRepo } from "../upload/repo.js";
import { toShopDto } from "./presenter.js";
import type { ShopRepo } from "./repo.js";

export function createShopService(shops: ShopRepo, locations: LocationRepo, uploads: UploadRepo) {
  return {
    async edit(ctx: RequestContext, body: ShopEditBody): Promise<ShopDto> {
      const countryCode = await checkLocation(locations, body);
      if (body.logo && !(await uploads.get(ctx.tenantId, body.logo))) throw notFound("logo_not_found");
      const row = await shops.update(ctx.tenantId, {
        shopName: body.shop_name,
        phone: body.phone,
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
      });
      if (!row) throw notFound("shop_not_found");
      return toShopDto({ ...row, countryCode });
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;
