import type { DeclineReason, RuleCycle } from "@pitlane/domain";
import type { TFunction } from "i18next";

type CycleLimit = "limit_litres_cycle" | "limit_amount_cycle";
const isCycleLimit = (reason: DeclineReason): reason is CycleLimit =>
  reason === "limit_litres_cycle" || reason === "limit_amount_cycle";

/**
 * Why a driver was refused, in the fleet manager's words: a limit of the rule's cycle names the
 * cycle ("Weekly litres limit reached") when the rule is known.
 */
export function declineText(t: TFunction, reason: DeclineReason, cycle: RuleCycle | null): string {
  if (isCycleLimit(reason)) return t(`fleet.transaction.declines.${reason}.${cycle ?? "any"}`);
  return t(`fleet.transaction.declines.${reason}`);
}

/** A number with up to `digits` decimals as the reader's language groups it, with Latin digits. */
export const formatDecimal = (value: number, language: string, digits: number) =>
  new Intl.NumberFormat(`${language}-u-nu-latn`, { maximumFractionDigits: digits }).format(value);
