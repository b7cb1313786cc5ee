import { notFound, type ServiceFeeDto } from "@pitlane/domain";
import type { RequestContext } from "../../../platform/route.js";
import { toServiceFeeDto } from "./presenter.js";
import type { ServiceFeeRepo } from "./repo.js";

/** Read-only for the company: the platform's operations console sets the commission and tax. */
export function createServiceFeeService(repo: ServiceFeeRepo) {
  return {
    async get(ctx: RequestContext): Promise<ServiceFeeDto> {
      const row = await repo.get(ctx.tenantId);
      if (!row) throw notFound("company_not_found");
      return toServiceFeeDto(row);
    },
  };
}

export type ServiceFeeService = ReturnType<typeof createServiceFeeService>;
