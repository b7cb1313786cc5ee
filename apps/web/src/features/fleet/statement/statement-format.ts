import { formatDate } from "@pitlane/domain";
import type enStatement from "../../../locales/en/fleet-statement.json";

/** The screens' texts (`fleet.statement.*`), for keys built from a section and a name. */
export type StatementTexts = typeof enStatement;

/**
 * A month ("2026-10-01") as MMMM YYYY in the language: its first day written DD MMMM YYYY, less the
 * day, so the month's name is the one every date of the app uses.
 */
export const formatMonth = (month: string, language: string) => formatDate(month, language).slice(3);

/** Litres to three decimals and a nozzle price to at least two, Latin digits in both languages. */
export const formatLitres = (litres: number) => litres.toFixed(3);
const priceFormat = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 4 });
export const formatPrice = (price: number) => priceFormat.format(price);
