import dayjs from "dayjs";
import "dayjs/locale/ar.js";
import { expect, type Locator, type Page } from "@playwright/test";
import { todayIn } from "@pitlane/domain/platform/wall-clock";
import type { Lang } from "./catalog-steps";
import { shownToast } from "./toasts";

/** What the journey takes from the demo shop's seed (apps/api/src/db/seed/demo-*.ts): rupees and names. */
export const SEED = {
  branch: { en: "Gulberg", ar: "جلبرك" },
  shopAddress: "14 Main Boulevard, Gulberg III",
  vatPercent: 10,
  tariq: { en: "Tariq Mehmood", ar: "طارق محمود" },
  imran: { en: "Muhammad Imran", ar: "محمد عمران" },
  tuning: { name: "Engine tuning", rupees: 4500, discountPercent: 10 },
  brakes: { name: "Brake pad replacement", rupees: 1800, discountPercent: 0 },
  basicService: { name: "Basic service", rupees: 12000, services: ["Oil change", "Car wash"] },
  // The form names a variant "Product — Variant", the job card's screen "Product (Variant)".
  airFilter: { product: "Air filter", name: "Air filter — Toyota Corolla 2014-2024", rupees: 1800 },
} as const;

/** A service and the technician who performs it: a pair of the job card form. */
export type Booking = { service: string; technician: string };

/** A client of each language's own, on a day of their own, so the two runs never meet on the calendar. */
export function frontDeskOf(lang: Lang) {
  const n = lang === "ar" ? 2 : 1;
  const tuning: Booking = { service: SEED.tuning.name, technician: SEED.tariq[lang] };
  const brakes: Booking = { service: SEED.brakes.name, technician: SEED.imran[lang] };
  const date = lang === "ar" ? workingDayAfter(bookingDay()) : bookingDay();
  return {
    lang,
    client: {
      name: lang === "ar" ? "عمر فاروق" : "Farhan Siddiqui",
      // Typed the local way; stored as E.164 and shown in international form.
      phone: `0300 555010${n}`,
      phoneSearched: `0300-555010${n}`,
      phoneShown: `+92 300 555010${n}`,
      identity: `421019988776${2 * n - 1}`,
      identityShown: `42101-9988776-${2 * n - 1}`,
    },
    vehicle: { type: lang === "ar" ? "سيارة" : "Car", make: "Toyota", model: "Corolla", plate: `LHR-726${n}` },
    branch: SEED.branch[lang],
    date,
    // Two services, each with its own technician, and a package whose two services Imran performs.
    tuning,
    services: [tuning, brakes],
    technicians: [SEED.tariq[lang], SEED.imran[lang]],
    packageServices: SEED.basicService.services.map((service) => ({ service, technician: SEED.imran[lang] })),
  };
}
export type FrontDesk = ReturnType<typeof frontDeskOf>;

/** The shop's date on its own clock (demo shop: Asia/Karachi), whatever the machine's time zone. */
const shopToday = () => todayIn("Asia/Karachi");

/** The first day after `date` the demo team works (Monday to Saturday). */
function workingDayAfter(date: string): string {
  let next = dayjs(date).add(1, "day");
  if (next.day() === 0) next = next.add(1, "day");
  return next.format("YYYY-MM-DD");
}

/** A working day three days ahead: the whole day's times are still free whatever the hour the test runs. */
function bookingDay(): string {
  return workingDayAfter(dayjs(shopToday()).add(2, "day").format("YYYY-MM-DD"));
}

/** The bill as spec 000 section 5 makes it, in paisa: each line's discount, VAT once on the sum. */
export function expectedBill() {
  const minor = (rupees: number) => rupees * 100;
  const lines = [
    { gross: minor(SEED.basicService.rupees), percent: 0 },
    { gross: minor(SEED.tuning.rupees), percent: SEED.tuning.discountPercent },
    { gross: minor(SEED.brakes.rupees), percent: SEED.brakes.discountPercent },
    { gross: minor(SEED.airFilter.rupees), percent: 0 },
  ];
  const subtotal = lines.reduce((sum, l) => sum + l.gross, 0);
  const discount = lines.reduce((sum, l) => sum + Math.round((l.gross * l.percent) / 100), 0);
  const vat = Math.round(((subtotal - discount) * SEED.vatPercent) / 100);
  const rupees = (paisa: number) => paisa / 100;
  return {
    subtotal: rupees(subtotal),
    discount: rupees(discount),
    vat: rupees(vat),
    total: rupees(subtotal - discount + vat),
  };
}
export type Bill = ReturnType<typeof expectedBill>;

/**
 * Types part of a choice in a searchable select (searched on the server or not) and picks the
 * option holding it with the keys; the field then reads the option. Keys, not a click: on a busy
 * machine a click's retries scroll the page until the field is out of sight and its list hides.
 * Tried again when the list changed under the keys (a server search answering late).
 */
export async function pick(page: Page, scope: Page | Locator, label: string, search: string, option = search) {
  const input = scope.getByRole("textbox", { name: label, exact: true });
  await expect(input).toBeEnabled();
  const wanted = page.getByRole("option").filter({ hasText: option }).first();
  await expect(async () => {
    await input.fill(search);
    await expect(wanted).toBeVisible({ timeout: 2_000 });
    const shown = (await wanted.textContent()) ?? "";
    for (let i = 0; i < 20 && (await wanted.getAttribute("aria-selected")) !== "true"; i++) {
      await input.press("ArrowDown");
    }
    await input.press("Enter");
    await expect(input).toHaveValue(shown, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Opens a date field's calendar and clicks the day (named "5 December 2026" in the screen's
 * language), a month on when it is not in the month shown: the journey's days are a few days ahead.
 */
export async function pickDate(page: Page, label: string, date: string, lang: Lang) {
  const field = page.getByRole("button", { name: label, exact: true });
  await expect(field).toBeEnabled();
  await field.click();
  const day = page.getByRole("button", { name: dayjs(date).locale(lang).format("D MMMM YYYY"), exact: true });
  const next = page.locator('button[data-direction="next"]');
  await expect(next).toBeVisible();
  if (!(await day.isVisible())) await next.click();
  await day.click();
  await expect(field).toHaveText(dayjs(date).locale(lang).format("DD MMMM YYYY"));
}

/**
 * Waits for the toast saying `text`, where "JC-#" and "INV-#" stand for the document numbers it
 * names, and gives those back.
 */
export async function numbersInToast(page: Page, text: string): Promise<string[]> {
  const pattern = new RegExp(escaped(text).replace(/(JC|INV)-#/g, "($1-\\d{6})"));
  return (await shownToast(page, pattern)).match(pattern)?.slice(1) ?? [];
}
