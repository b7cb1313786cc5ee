import { expect, type Page } from "@playwright/test";
import { moneyText, openFromSidebar } from "./catalog-steps";
import { type Bill, type Booking, SEED, type FrontDesk, numbersInToast, pick, pickDate } from "./front-desk-steps";
import type { Labels } from "./labels";
import { expectPlateWhole, expectSegmentHighlighted } from "./support";
import { addAirFilter, overbookWithTypo } from "./front-desk-edit-steps";

/** Books the pair into the first of its free times that does not clash with the technician's other bookings. */
async function bookFirstFreeTime(page: Page, t: Labels, pair: Booking) {
  const times = page.getByRole("group", { name: t("shop.job_card.slots.label", pair), exact: true });
  const free = times.getByRole("button", { disabled: false, pressed: false }).first();
  await expect(free).toBeVisible();
  const time = (await free.textContent()) ?? "";
  await free.click();
  await expect(times.getByRole("button", { name: time, exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(times.getByRole("button", { pressed: true })).toHaveCount(1);
}

/**
 * The job card form: client, vehicle, branch and day; the package (a technician for each of its
 * services); two services with two technicians; each booked into a free time; an air filter. The
 * estimate is the bill worked out by hand; then more air filters than in stock and a mistyped
 * reading are booked. Gives back the job card's number.
 */
export async function bookJobCard(page: Page, t: Labels, d: FrontDesk, bill: Bill): Promise<string> {
  await openFromSidebar(page, t, "job_list", /\/jobs\/job-list/);
  await page.getByRole("link", { name: t("shop.job_card.add") }).click();
  await expect(page).toHaveURL(/\/jobs\/job-list\/add$/);

  await pick(page, page, t("shop.job_card.fields.client"), d.client.name);
  await pick(page, page, t("shop.job_card.fields.vehicle"), d.vehicle.plate);
  await pick(page, page, t("shop.job_card.fields.branch"), d.branch);
  await pickDate(page, t("shop.job_card.fields.date"), d.date, d.lang);

  const offer = SEED.basicService;
  // The picker empties itself once the package is on the job card.
  const packages = page.getByRole("textbox", { name: t("shop.job_card.form.add_package"), exact: true });
  await packages.fill(offer.name);
  await expect(page.getByRole("option").filter({ hasText: offer.name })).toBeVisible();
  await packages.press("ArrowDown");
  await packages.press("Enter");
  const chosen = page.getByTestId("job-card-package");
  await expect(chosen).toContainText(moneyText(offer.rupees));
  for (const pair of d.packageServices) {
    await pick(page, chosen, t("shop.job_card.form.technician_for", { service: pair.service }), pair.technician);
  }

  for (const pair of d.services) {
    await pick(page, page, t("shop.job_card.fields.service"), pair.service);
    await pick(page, page, t("shop.job_card.fields.technician"), pair.technician);
    await page.getByRole("button", { name: t("shop.job_card.form.add_pair") }).click();
  }
  await expect(page.getByTestId("job-card-pair")).toHaveCount(4);
  for (const pair of [...d.packageServices, ...d.services]) await bookFirstFreeTime(page, t, pair);
  await addAirFilter(page, t);

  await expect(page.getByTestId("job-card-subtotal")).toHaveText(moneyText(bill.subtotal));
  await expect(page.getByTestId("job-card-discount")).toHaveText(moneyText(-bill.discount));
  await expect(page.getByTestId("job-card-vat")).toHaveText(moneyText(bill.vat));
  await expect(page.getByTestId("job-card-total")).toHaveText(moneyText(bill.total));
  await overbookWithTypo(page, t);
  await page.getByRole("button", { name: t("shop.job_card.form.save") }).click();

  const [number = ""] = await numbersInToast(page, t("shop.job_card.toast.created", { number: "JC-#" }));
  await expect(page).toHaveURL(/\/jobs\/job-list\/[\w-]+$/);
  await expect(page.getByRole("heading", { name: t("shop.job_card.title_detail", { number }) })).toBeVisible();
  await expect(page.getByTestId("job-card-status")).toHaveText(t("shop.job_card.statuses.booked"));
  return number;
}

/** The job card's four appointments on the calendar on their day, in the Day and then the Week view. */
export async function seeOnCalendar(page: Page, t: Labels, d: FrontDesk) {
  await openFromSidebar(page, t, "appointments", /\/appointment/);
  await pickDate(page, t("shop.appointment.nav.date"), d.date, d.lang);
  await expect(page).toHaveURL(new RegExp(`date=${d.date}`));
  const calendar = page.getByRole("region", { name: t("shop.appointment.calendar.label") });
  const ours = calendar.getByTestId("appointment-event").filter({ hasText: d.vehicle.plate });
  const services = [...d.packageServices, ...d.services].map((pair) => pair.service);

  for (const view of ["day", "week"] as const) {
    if (view === "week") {
      const views = page.getByRole("radiogroup", { name: t("shop.appointment.views.label") });
      await views.getByText(t(`shop.appointment.views.${view}`), { exact: true }).click();
      await expect(page).toHaveURL(/view=week/);
      await expectSegmentHighlighted(views, t(`shop.appointment.views.${view}`));
    }
    await expect(calendar).toHaveAttribute("aria-busy", "false");
    await expect(ours).toHaveCount(services.length);
    for (const service of services) await expect(ours.filter({ hasText: service })).toHaveCount(1);
    // In a narrow column of the week, in Arabic too, the plate stays whole.
    for (const plate of await ours.getByTestId("appointment-plate").all())
      await expectPlateWhole(plate, d.vehicle.plate);
    for (const technician of d.technicians) {
      await expect(calendar.getByTestId("calendar-column").filter({ hasText: technician }).first()).toBeVisible();
    }
  }

  // A package's service is charged with the package: its appointment offers no Delete.
  const details = page.getByRole("dialog", { name: t("shop.appointment.details.title") });
  const deleteButton = details.getByRole("button", { name: t("shop.appointment.delete.action") });
  await ours.filter({ hasText: d.packageServices[0]?.service ?? "" }).click();
  await expect(details.getByText(d.client.name)).toBeVisible();
  await expect(deleteButton).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();

  // A service booked on its own may be deleted; its details lead to its job card.
  await ours.filter({ hasText: d.tuning.service }).click();
  await expect(details.getByText(d.client.name)).toBeVisible();
  await expect(deleteButton).toBeVisible();
  await details.getByRole("link", { name: /JC-\d{6}/ }).click();
  await expect(page).toHaveURL(/\/jobs\/job-list\/[\w-]+$/);
}
