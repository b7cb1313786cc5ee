import { firstOfNextMonth, nextCycleStart, type FuelRuleDto, type RuleCycle } from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useTenantClock } from "../../../shared/clock/use-tenant-clock";
import { useFleetSession } from "../../../shared/session/session-views";
import { formatMoney } from "../../../shared/ui/money";

/**
 * What the rule screens write: limits in litres or in the company's currency, days in the reader's
 * language, and the company's own dates (cycles turn at its midnight, docs/decisions/0014).
 */
export function useRuleFormat() {
  const { t } = useTranslation();
  const { company } = useFleetSession();
  const clock = useTenantClock();
  const today = clock.today;

  /** A limit as the mode counts it: "120 L", or "PKR 15,000.00". */
  const limit = (mode: FuelRuleDto["mode"], value: number) =>
    mode === "recurring" ? t("fleet.rule.limit.litres", { count: value }) : formatMoney(value, company.currency);

  return {
    currency: company.currency,
    limit,
    /** The limit in force of a rule. */
    ruleLimit: (rule: FuelRuleDto) =>
      limit(rule.mode, (rule.mode === "recurring" ? rule.fuel_limit : rule.amount_limit) ?? 0),
    day: clock.date,
    today,
    nextCycleStart: (cycle: RuleCycle) => nextCycleStart(today(), cycle),
    firstOfNextMonth: () => firstOfNextMonth(today()),
  };
}
