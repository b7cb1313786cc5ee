import dayjs from "dayjs";
import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";

import { openFromFleetNav } from "./fleet-record-steps";
import type { Fleet } from "./fleet-steps";
import type { Labels } from "./labels";
import { dateAndTime, expectWeekendInPicker, todayAt } from "./tenant-clock-steps";
import { contrastsOf } from "./support";
import { expectToast } from "./toasts";

/**
 * The days the journey plans on: in next month's grid, so they are always on screen and in the
 * future. The calendar shows the company's month, whatever the browser's zone: read it on its clock.
 */
function daysOfNextMonth(offsetHours: number) {
  const [year = 0, month = 0] = todayAt(offsetHours).split("-").map(Number);
  const first = new Date(year, month, 1);
  // The month grid starts on the Monday on or before the 1st (spec 001: weeks start on Monday).
  const gridStart = new Date(first);
  gridStart.setDate(first.getDate() - ((first.getDay() + 6) % 7));
  const cellOf = (day: number) => {
    const date = new Date(first.getFullYear(), first.getMonth(), day);
    const index = Math.round((date.getTime() - gridStart.getTime()) / 86_400_000);
    return { row: Math.floor(index / 7), column: index % 7 };
  };
  const dateOf = (day: number) => dayjs(first).date(day).format("YYYY-MM-DD");
  return { assigned: { ...cellOf(10), date: dateOf(10), next: dateOf(11) }, later: cellOf(17) };
}

/** Clicks the empty lower part of a day of the month grid: a selection there opens the assign form for that day. */
async function clickDay(page: Page, cell: { row: number; column: number }) {
  const row = page.locator(".rbc-month-view .rbc-month-row").nth(cell.row);
  const date = row.locator(".rbc-date-cell").nth(cell.column);
  await row.scrollIntoViewIfNeeded();
  const rowBox = await row.boundingBox();
  const dateBox = await date.boundingBox();
  if (!rowBox || !dateBox) throw new Error("the month grid is not on screen");
  const point = { x: dateBox.x + dateBox.width / 2, y: rowBox.y + rowBox.height - 8 };
  // A closing modal's overlay fades out over the grid: the click waits for the day to be under the pointer.
  await expect
    .poll(() => page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.className ?? "", point))
    .toContain("rbc-day-bg");
  await page.mouse.click(point.x, point.y);
}

/** Types part of a choice in a server-searched select and picks the option. */
async function pick(page: Page, scope: Locator, label: string, search: string, option: string) {
  const input = scope.getByRole("textbox", { name: label, exact: true });
  await input.fill(search);
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

/**
 * The day picked on the calendar runs from the company's midnight to the next: its details read
 * those times on the company's clock, in the one date-time format, though the browser is in New York.
 */
async function expectTimesOnCompanyClock(
  page: Page,
  t: Labels,
  f: Fleet,
  event: Locator,
  day: { date: string; next: string },
) {
  await event.click();
  const details = page.getByRole("dialog");
  await expect(details.getByText(dateAndTime(day.date, "00:00", f.lang), { exact: true })).toBeVisible();
  await expect(details.getByText(dateAndTime(day.next, "00:00", f.lang), { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();
}

async function openAssignForm(page: Page, t: Labels, cell: { row: number; column: number }) {
  await clickDay(page, cell);
  const dialog = page.getByRole("dialog", { name: t("fleet.assignment.title_add") });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * Assigns the vehicle for a day picked on the month calendar, then sees the refusals: the same
 * vehicle again that day (spare driver), and a start odometer under the vehicle's current one.
 */
export async function assignOnCalendar(page: Page, t: Labels, f: Fleet) {
  const days = daysOfNextMonth(f.clock.offsetHours);
  const vehicle = `${f.vehicle.plate} · ${f.vehicle.carId}`;
  const driver = `${f.employee.name} · ${f.employee.code}`;
  const spare = `${f.spare.name} · ${f.spare.code}`;

  await openFromFleetNav(page, t, "assignments", /\/fleet\/assignments/);
  await page.getByRole("tab", { name: t("fleet.assignment.views.calendar") }).click();
  await expect(page).toHaveURL(/view=calendar/);
  await page.getByRole("button", { name: t("fleet.assignment.calendar.next") }).click();

  let dialog = await openAssignForm(page, t, days.assigned);
  // The pickers mark the weekend of the company's country.
  await expectWeekendInPicker(page, t("fleet.assignment.fields.starts_at"), f.clock.weekend);
  await pick(page, dialog, t("fleet.assignment.fields.vehicle"), f.vehicle.plate, vehicle);
  const odometer = dialog.getByLabel(t("fleet.assignment.fields.start_odometer"));
  // The form starts where the vehicle's odometer stands.
  await expect(odometer).toHaveValue(/^12,?500$/);
  await pick(page, dialog, t("fleet.assignment.fields.employee"), f.employee.code, driver);
  await dialog.getByRole("button", { name: t("fleet.assignment.assign") }).click();
  // The toast first: it closes after 2 s, while the dialog's closing is waited for at leisure.
  await expectToast(page, t("fleet.assignment.toast.assigned", { plate: f.vehicle.plate, employee: f.employee.name }));
  await expect(dialog).toBeHidden();
  const event = page.locator(".rbc-event").filter({ hasText: `${f.vehicle.plate} · ${f.employee.name}` });
  await expect(event).toBeVisible();
  await expectTimesOnCompanyClock(page, t, f, event, days.assigned);

  dialog = await openAssignForm(page, t, days.assigned);
  await pick(page, dialog, t("fleet.assignment.fields.vehicle"), f.vehicle.plate, vehicle);
  await pick(page, dialog, t("fleet.assignment.fields.employee"), f.spare.code, spare);
  await dialog.getByRole("button", { name: t("fleet.assignment.assign") }).click();
  await expect(dialog.getByText(t("refusals.vehicle_busy"))).toBeVisible();
  await dialog.getByRole("button", { name: t("actions.cancel") }).click();
  await expect(dialog).toBeHidden();

  dialog = await openAssignForm(page, t, days.later);
  await pick(page, dialog, t("fleet.assignment.fields.vehicle"), f.vehicle.plate, vehicle);
  await pick(page, dialog, t("fleet.assignment.fields.employee"), f.spare.code, spare);
  await odometer.fill("100");
  await dialog.getByRole("button", { name: t("fleet.assignment.assign") }).click();
  await expect(dialog.getByText(t("refusals.odometer_below_current"))).toBeVisible();
  await dialog.getByRole("button", { name: t("actions.cancel") }).click();
  await expect(dialog).toBeHidden();
  // Only the one assignment is on the calendar.
  await expect(page.locator(".rbc-event")).toHaveCount(1);
}

/**
 * The assigned history opened by its address alone asks for a vehicle or an employee and offers
 * both choosers; each choice goes into the address and shows that one's history.
 */
export async function chooseHistorySubjects(page: Page, t: Labels, f: Fleet) {
  await page.goto("/fleet/assignments/history");
  await expect(page.getByText(t("fleet.assignment.history.no_subject"))).toBeVisible();
  const vehicle = `${f.vehicle.plate} · ${f.vehicle.carId}`;
  await pick(page, page.locator("main"), t("fleet.assignment.fields.vehicle"), f.vehicle.plate, vehicle);
  await expect(page).toHaveURL(/\/fleet\/assignments\/history\?vehicle=[\w-]+$/);
  const title = t("fleet.assignment.history.title_vehicle", { name: `${f.vehicle.plate} (${f.vehicle.carId})` });
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  const rows = page.getByRole("table", { name: title }).getByRole("row");
  await expect(rows.filter({ hasText: f.employee.name })).toBeVisible();

  const driver = `${f.employee.name} · ${f.employee.code}`;
  await pick(page, page.locator("main"), t("fleet.assignment.fields.employee"), f.employee.code, driver);
  await expect(page).toHaveURL(/\/fleet\/assignments\/history\?employee=[\w-]+$/);
  const byDriver = t("fleet.assignment.history.title_employee", { name: `${f.employee.name} (${f.employee.code})` });
  await expect(page.getByRole("heading", { name: byDriver })).toBeVisible();
  await expect(
    page.getByRole("table", { name: byDriver }).getByRole("row").filter({ hasText: f.vehicle.plate }),
  ).toBeVisible();
}

/**
 * The demo company's current week, where dozens of assignments run over several days: the week and
 * day views keep them to a short lane (the rest one click away, "+N more") and the hours in view.
 * A screenshot of each view is attached to the run, to be looked at.
 */
export async function readBusyWeek(page: Page, t: Labels, testInfo: TestInfo, lang: string) {
  for (const view of ["week", "day"] as const) {
    await page.goto(`/fleet/assignments?view=calendar&cal=${view}`);
    const calendar = page.locator(".fleet-calendar");
    const lane = calendar.locator(".rbc-time-header");
    // The calendar and a busy week load lazily: on a loaded machine that takes longer than a click.
    await expect(lane.locator(".rbc-event").first()).toBeVisible({ timeout: 30_000 });
    const panel = await calendar.boundingBox();
    const header = await lane.boundingBox();
    if (!panel || !header) throw new Error("the calendar is not on screen");
    // The lane takes a small part of the panel; the hours have the rest (they had one line).
    expect(header.height).toBeLessThan(panel.height * 0.3);
    const count = await calendar.locator(".assignment-lane-count").textContent();
    expect(Number.parseInt(count ?? "", 10)).toBeGreaterThan(10);
    await testInfo.attach(`demo ${view} (${lang})`, { body: await page.screenshot(), contentType: "image/png" });

    // "+N more" lists the day's others in a list that scrolls, rather than one running off the page's top.
    await lane.locator(".rbc-show-more").first().click();
    const more = page.locator(".rbc-overlay");
    await expect(more.locator(".assignment-event").nth(10)).toBeAttached();
    const box = await more.boundingBox();
    expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect(await more.evaluate((list) => list.scrollHeight > list.clientHeight)).toBe(true);
    await page.keyboard.press("Escape");
    await page.mouse.click(5, 5);
  }
  await expect(page.getByRole("button", { name: t("fleet.assignment.calendar.today") })).toBeVisible();
}

/**
 * The dark theme: ended assignments were dark grey on dark grey, and car ids kept the browser's
 * underlined purple links. Screenshots of both are attached to the run.
 */
export async function readDarkTheme(page: Page, t: Labels, testInfo: TestInfo, lang: string) {
  await page.getByRole("button", { name: t("app.theme.to_dark") }).click();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  // Last week: its assignments have ended (the demo plans a month around today).
  const lastWeek = new Date(Date.now() - 7 * 86_400_000);
  const date = `${lastWeek.getFullYear()}-${String(lastWeek.getMonth() + 1).padStart(2, "0")}-${String(lastWeek.getDate()).padStart(2, "0")}`;
  await page.goto(`/fleet/assignments?view=calendar&cal=week&date=${date}`);
  const ended = page.locator(".fleet-calendar .assignment-event--ended").first();
  const contrasts = await contrastsOf(ended);
  expect(contrasts.text).toBeGreaterThanOrEqual(4.5);
  expect(contrasts.againstPage).toBeGreaterThanOrEqual(1.5);
  await testInfo.attach(`demo last week, dark (${lang})`, { body: await page.screenshot(), contentType: "image/png" });

  await page.goto("/fleet/vehicles");
  const carId = page.getByRole("table").getByRole("link").first();
  await expect(carId).toHaveCSS("text-decoration-line", "none");
  expect((await contrastsOf(carId)).text).toBeGreaterThanOrEqual(4.5);
  await testInfo.attach(`demo vehicles, dark (${lang})`, { body: await page.screenshot(), contentType: "image/png" });
  await page.getByRole("button", { name: t("app.theme.to_light") }).click();
}
