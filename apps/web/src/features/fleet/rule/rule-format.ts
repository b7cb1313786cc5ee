import {
  firstOfNextMonth,
  localDateOf,
  nextCycleStart,
  timeZoneOf,
  type FuelRuleDto,
  type RuleCycle,
} from "@pitlane/domain";
import { useTranslation } from "react-i18next";
import { useFleetSession } from "../../../shared/session/session-views";
import { formatMoney } from "../../../shared/ui/money";

/** A calendar date ("2026-03-09") as the reader's language writes it, with Latin digits like every number. */
export function formatDay(date: string, language: string): string {
  return new Intl.DateTimeFormat(`${language}-u-nu-latn`, { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/**
 * What the rule screens write: limits in litres or in the company's currency, days in the reader's
 * language, and the company's own dates (cycles turn at its midnight, docs/decisions/0014).
 */
export function useRuleFormat() {
  const { t, i18n } = useTranslation();
  const { company } = useFleetSession();
  const timeZone = timeZoneOf(company.currency);
  const today = () => localDateOf(new Date(), timeZone);

  /** A limit as the mode counts it: "120 L", or "PKR 15,000.00". */
  const limit = (mode: FuelRuleDto["mode"], value: number) =>
    mode === "recurring" ? t("fleet.rule.limit.litres", { count: value }) : formatMoney(value, company.currency);

  return {
    currency: company.currency,
    limit,
    /** The limit in force of a rule. */
    ruleLimit: (rule: FuelRuleDto) =>
      limit(rule.mode, (rule.mode === "recurring" ? rule.fuel_limit : rule.amount_limit) ?? 0),
    day: (date: string) => formatDay(date, i18n.language),
    today,
    nextCycleStart: (cycle: RuleCycle) => nextCycleStart(today(), cycle),
    firstOfNextMonth: () => firstOfNextMonth(today()),
  };
}
