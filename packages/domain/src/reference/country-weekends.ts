import type { WeekDay } from "../rules/schedule.js";

const FRIDAY_SATURDAY: readonly WeekDay[] = ["Friday", "Saturday"];

/**
 * The days off of a country's working week where they are not Saturday and Sunday, by ISO 3166 code
 * (docs/decisions/0022): Saudi Arabia and its neighbours rest on Friday and Saturday, Pakistan's
 * shops and depots on Sunday. Date pickers mark these as the weekend; weeks still run Monday to
 * Sunday (spec 001).
 */
const WEEKENDS: Readonly<Record<string, readonly WeekDay[]>> = {
  SA: FRIDAY_SATURDAY,
  BH: FRIDAY_SATURDAY,
  KW: FRIDAY_SATURDAY,
  OM: FRIDAY_SATURDAY,
  QA: FRIDAY_SATURDAY,
  EG: FRIDAY_SATURDAY,
  JO: FRIDAY_SATURDAY,
  IQ: FRIDAY_SATURDAY,
  YE: FRIDAY_SATURDAY,
  DZ: FRIDAY_SATURDAY,
  LY: FRIDAY_SATURDAY,
  SD: FRIDAY_SATURDAY,
  SY: FRIDAY_SATURDAY,
  AF: ["Thursday", "Friday"],
  IR: ["Friday"],
  PK: ["Sunday"],
  IN: ["Sunday"],
};

/** The weekend of a tenant in the country (Saturday and Sunday when the country is not known). */
export const weekendOf = (iso2: string | null): readonly WeekDay[] =>
  (iso2 && WEEKENDS[iso2.toUpperCase()]) || ["Saturday", "Sunday"];
