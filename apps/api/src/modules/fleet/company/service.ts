import { notFound, type FleetCompanyDetailsDto } from "@pitlane/domain";
import type { RequestContext } from "../../../platform/route.js";
import { toCompanyDetailsDto } from "./presenter.js";
import type { CompanyRepo } from "./repo.js";

export function createCompanyService(companies: CompanyRepo) {
  return {
    async get(ctx: RequestContext): Promise<FleetCompanyDetailsDto> {
      const row = await companies.getDetails(ctx.tenantId);
      if (!row) throw notFound("company_not_found");
      return toCompanyDetailsDto(row);
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
