import { MAX_REFERENCE_PAGE_SIZE, invalid, type ListQuery } from "@pitlane/domain";
import type { SafetyFactorUpdateBody } from "@pitlane/domain";
import type { RequestContext } from "../../../platform/route.js";
import { toSafetyFactorDto, toSafetyFactorRow } from "./presenter.js";
import type { SafetyFactorRepo } from "./repo.js";

export function createSafetyFactorService(repo: SafetyFactorRepo) {
  async function list(ctx: RequestContext, q: ListQuery) {
    const page = await repo.list(ctx.tenantId, q);
    return { ...page, items: page.items.map(toSafetyFactorDto) };
  }

  return {
    list,
    /** Sets the factors sent (types left out keep theirs) and answers every type, as the screen shows them. */
    async update(ctx: RequestContext, body: SafetyFactorUpdateBody) {
      const known = await repo.knownTypes(body.factors.map((entry) => entry.vehicle_type_id));
      const unknown = body.factors.findIndex((entry) => !known.has(entry.vehicle_type_id));
      if (unknown >= 0) throw invalid(`factors.${unknown}.vehicle_type_id`, "choice");
      await repo.save(ctx.tenantId, body.factors.map(toSafetyFactorRow));
      return list(ctx, { page: 1, limit: MAX_REFERENCE_PAGE_SIZE });
    },
  };
}

export type SafetyFactorService = ReturnType<typeof createSafetyFactorService>;
