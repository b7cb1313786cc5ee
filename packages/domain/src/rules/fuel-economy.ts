/**
 * What a fleet reads from its fills: litres per 100 km and cost per km over the km driven, each to
 * two decimals, null when no km were driven (a vehicle's first fill has no reading before it).
 */

/** Litres per 100 km of `ml` millilitres over `km`: 40 L over 500 km is 8. */
export const litresPer100Km = (ml: number, km: number): number | null =>
  km > 0 ? Math.round((ml * 10) / km) / 100 : null;

/** Major units per km of `minor` minor units over `km`: 12,500.00 over 500 km is 25. */
export const costPerKm = (minor: number, km: number): number | null => (km > 0 ? Math.round(minor / km) / 100 : null);
