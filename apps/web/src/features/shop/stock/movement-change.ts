/**
 * A movement's units with their sign, read left to right in both languages: "+12", "−2" (a minus
 * sign, which does not break from its digits), and "0" for a count that found what was recorded.
 */
export function signedUnits(change: number): string {
  if (change > 0) return `+${change}`;
  if (change < 0) return `\u2212${-change}`;
  return "0";
}

/** Units in green, units out red, a count that changed nothing grey. */
export const changeColor = (change: number): string => (change > 0 ? "teal" : change < 0 ? "red" : "dimmed");
