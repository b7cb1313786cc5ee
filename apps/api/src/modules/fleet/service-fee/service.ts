import { notFound, type ServiceFeeDto } from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import type { RequestContext } from "../../../platform/route.js";
import type { Clock } from "../../../platform/tenant-zones.js";
import { toServiceFeeDto } from "./presenter.js";
import { ratesInForce } from "./rates.js";

/** Read-only for the company: the platform's operations console sets the commission and the tax table. */
export function createServiceFeeService(db: Db, clock: Clock) {
  return {
    async get(ctx: RequestContext): Promise<ServiceFeeDto> {
      const rates = await ratesInForce(db, ctx.tenantId, clock());
      if (!rates) throw notFound("company_not_found");
      return toServiceFeeDto(rates);
    },
  };
}

export type ServiceFeeService = ReturnType<typeof createServiceFeeService>;
