import {
  conflict,
  hasEnded,
  invalid,
  notFound,
  todayIn,
  type FuelRuleChoiceDto,
  type FuelRuleChoicesQuery,
  type FuelRuleCreateBody,
  type FuelRuleDto,
  type FuelRuleExportQuery,
  type FuelRuleListQuery,
  type FuelRuleUpdateBody,
  type ListResult,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { refusingDuplicate } from "../../../db/pg-error.js";
import { toCsv } from "../../../platform/csv.js";
import type { RequestContext } from "../../../platform/route.js";
import { realClock, type Clock, type TenantZones } from "../../../platform/tenant-zones.js";
import { columnsOfChange, columnsOfNewRule } from "./change.js";
import { RULE_CSV_HEADER, limitsOf, toRuleChoiceDto, toRuleCsvRow, toRuleDto } from "./presenter.js";
import { NAME_INDEX, type RuleRepo } from "./repo.js";

const refusingTakenName = <T>(write: () => Promise<T>) => refusingDuplicate(NAME_INDEX, "rule_name_taken", write);

interface Deps {
  db: Db;
  rules: RuleRepo;
  zones: TenantZones;
}

export function createRuleService({ db, rules, zones }: Deps, clock: Clock = realClock) {
  /** The company's date now: cycles turn at its midnight (docs/decisions/0014). */
  async function todayOf(ctx: RequestContext) {
    return todayIn(await zones.ofCompany(ctx.tenantId), clock());
  }

  async function get(ctx: RequestContext, id: string): Promise<FuelRuleDto> {
    const row = await rules.get(ctx.tenantId, id);
    if (!row) throw notFound("rule_not_found");
    return toRuleDto(row, await todayOf(ctx));
  }

  return {
    get,

    async list(ctx: RequestContext, q: FuelRuleListQuery): Promise<ListResult<FuelRuleDto>> {
      const [page, today] = await Promise.all([rules.list(ctx.tenantId, q), todayOf(ctx)]);
      return { ...page, items: page.items.map((row) => toRuleDto(row, today)) };
    },

    /** Active rules that have not ended: what a new holder may be given. */
    async choices(ctx: RequestContext, q: FuelRuleChoicesQuery): Promise<FuelRuleChoiceDto[]> {
      const [rows, today] = await Promise.all([rules.active(ctx.tenantId, q.fuel_type), todayOf(ctx)]);
      return rows.filter((rule) => !hasEnded(limitsOf(rule), today)).map(toRuleChoiceDto);
    },

    async create(ctx: RequestContext, body: FuelRuleCreateBody): Promise<FuelRuleDto> {
      const id = await refusingTakenName(() => rules.insert(ctx.tenantId, columnsOfNewRule(body)));
      return get(ctx, id);
    },

    /**
     * The rule row is locked before the fuel check: an assignment or a vehicle taking the rule reads
     * it with a share lock, so either it waits for the new fuel or the check sees what it saved.
     */
    async update(ctx: RequestContext, id: string, body: FuelRuleUpdateBody): Promise<FuelRuleDto> {
      const today = await todayOf(ctx);
      await refusingTakenName(() =>
        db.transaction(async (tx) => {
          const current = await rules.lockForUpdate(ctx.tenantId, id, tx);
          if (!current) throw notFound("rule_not_found");
          const now = clock();
          const columns = columnsOfChange(current, body, today, now);
          const isRefuel = body.fuel_type !== current.fuelType;
          if (isRefuel && (await rules.hasHolderRefusingFuel(ctx.tenantId, id, body.fuel_type, now, tx))) {
            throw invalid("fuel_type", "fuel_type_mismatch");
          }
          await rules.update(ctx.tenantId, id, columns, tx);
        }),
      );
      return get(ctx, id);
    },

    async remove(ctx: RequestContext, id: string): Promise<void> {
      if (await rules.removeUnheld(ctx.tenantId, id)) return;
      // Nothing deleted: either it is not this company's rule, or an employee or a vehicle holds it.
      await get(ctx, id);
      throw conflict("rule_held");
    },

    async exportCsv(ctx: RequestContext, q: FuelRuleExportQuery): Promise<string> {
      const [rows, today] = await Promise.all([rules.all(ctx.tenantId, q), todayOf(ctx)]);
      return toCsv(
        RULE_CSV_HEADER,
        rows.map((row) => toRuleCsvRow(toRuleDto(row, today))),
      );
    },
  };
}

export type RuleService = ReturnType<typeof createRuleService>;
