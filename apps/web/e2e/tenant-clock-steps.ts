import dayjs from "dayjs";
import "dayjs/locale/ar.js";
import { expect, type Page } from "@playwright/test";
import type { Lang } from "./catalog-steps";
import type { Labels } from "./labels";
import { expectToast } from "./toasts";

/**
 * What a person checks of a tenant's wall clock (docs/decisions/0022): the zone a sign-up gets from
 * its country, the zone changed in the settings, the weekend of the date pickers, and times read in
 * the tenant's zone while the browser runs in another one (the journeys set America/New_York).
 */

/** The zone the browser of these journeys runs in: never a tenant's. */
export const BROWSER_ZONE = "America/New_York";

/** The country's name in the reference data, in each language. */
export const COUNTRIES = {
  pakistan: { en: "Pakistan", ar: "باكستان" },
  saudiArabia: { en: "Saudi Arabia", ar: "السعودية" },
} as const;
export type Country = keyof typeof COUNTRIES;

/**
 * An instant as the app writes it on a clock `offsetHours` ahead of UTC ("09 March 2026, 14:05"),
 * worked out here by hand for a zone without daylight saving, so the check does not lean on the
 * code it checks.
 */
export function onWallClock(instant: string, offsetHours: number, lang: Lang): string {
  const shifted = new Date(Date.parse(instant) + offsetHours * 3_600_000).toISOString();
  return dateAndTime(shifted.slice(0, 10), shifted.slice(11, 16), lang);
}

/** A date ("2026-03-09") and a time ("14:05") as the app writes them together. */
export function dateAndTime(date: string, time: string, lang: Lang): string {
  return `${dayjs(date).locale(lang).format("DD MMMM YYYY")}${lang === "ar" ? "،" : ","} ${time}`;
}

/** The date on a clock `offsetHours` ahead of UTC now, "2026-03-09". */
export const todayAt = (offsetHours: number) =>
  new Date(Date.now() + offsetHours * 3_600_000).toISOString().slice(0, 10);

/** Picks a country in the sign-up's searchable select. */
export async function chooseCountry(page: Page, t: Labels, lang: Lang, country: Country) {
  const input = page.getByRole("textbox", { name: t("auth.register.country"), exact: true });
  await expect(input).toBeEnabled();
  const name = COUNTRIES[country][lang];
  await input.fill(name.slice(0, 5));
  await page.getByRole("option", { name, exact: true }).click();
  await expect(input).toHaveValue(name);
}

const timeZoneInput = (page: Page, t: Labels) => page.getByRole("textbox", { name: t("clock.time_zone"), exact: true });

/** The settings page shows the zone, "Asia/Riyadh (GMT+03:00)". */
export async function expectTimeZone(page: Page, t: Labels, zone: string) {
  await expect(timeZoneInput(page, t)).toHaveValue(new RegExp(`^${zone.replace("/", "\\/")} \\(GMT`));
}

/** Searches the zone select for `zone`, picks it and saves with the page's button; `saved` is the toast. */
export async function changeTimeZone(page: Page, t: Labels, zone: string, saved: string) {
  const input = timeZoneInput(page, t);
  await input.click();
  await input.fill(zone);
  await page.getByRole("option", { name: new RegExp(`^${zone.replace("/", "\\/")} \\(GMT`) }).click();
  await page.getByRole("button", { name: t("actions.save_changes") }).click();
  await expectToast(page, saved);
  await page.reload();
  await expectTimeZone(page, t, zone);
}

/**
 * Opens a date picker by its label and checks the weekend it marks in a week of the month shown:
 * `weekend` holds the marked days of the week, counted from Monday (4 and 5: Friday and Saturday).
 */
export async function expectWeekendInPicker(page: Page, label: string, weekend: number[]) {
  const picker = page
    .getByRole("button", { name: label })
    .or(page.getByLabel(label, { exact: true }))
    .first();
  await picker.click();
  // The picker's month, in its dropdown (the last table of the page); its second week (the first
  // row holds the days' names) belongs to the month shown whole.
  const month = page
    .getByRole("table")
    .filter({ has: page.getByRole("columnheader") })
    .last();
  const week = month.getByRole("row").nth(2).getByRole("button");
  await expect(week).toHaveCount(7);
  const marked: number[] = [];
  for (let day = 0; day < 7; day++) {
    if ((await week.nth(day).getAttribute("data-weekend")) !== null) marked.push(day);
  }
  expect(marked).toEqual(weekend);
  // Closed as it was opened: Escape would close a dialog holding the picker too.
  const firstDay = page.locator(`button[aria-label="${await week.first().getAttribute("aria-label")}"]`);
  await picker.click();
  await expect(firstDay).toBeHidden();
}
