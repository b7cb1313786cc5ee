import {
  notFound,
  type FleetCompanyDetailsDto,
  type FleetCompanyDto,
  type FleetCompanySettingsBody,
} from "@pitlane/domain";
import type { RequestContext } from "../../../platform/route.js";
import { toFleetCompanyDto } from "../auth/presenter.js";
import { toCompanyDetailsDto } from "./presenter.js";
import type { CompanyRepo } from "./repo.js";

export function createCompanyService(companies: CompanyRepo) {
  return {
    async get(ctx: RequestContext): Promise<FleetCompanyDetailsDto> {
      const row = await companies.getDetails(ctx.tenantId);
      if (!row) throw notFound("company_not_found");
      return toCompanyDetailsDto(row);
    },

    /** Answers the company as the session holds it, so the portal reads the new zone at once. */
    async updateSettings(ctx: RequestContext, body: FleetCompanySettingsBody): Promise<FleetCompanyDto> {
      const row = await companies.updateSettings(ctx.tenantId, { timeZone: body.time_zone });
      if (!row) throw notFound("company_not_found");
      return toFleetCompanyDto(row);
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
