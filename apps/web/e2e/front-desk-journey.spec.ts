import { randomBytes } from "node:crypto";
import { expect, test } from "./toasts";
import { openFromSidebar, openInLanguage } from "./catalog-steps";
import { bookJobCard, seeOnCalendar } from "./front-desk-booking-steps";
import { archiveAndRestoreClient } from "./front-desk-archive-steps";
import { addClientWithVehicle } from "./front-desk-client-steps";
import { editJobCard, seeShortage } from "./front-desk-edit-steps";
import { completeJobCard, downloadPdf, payInvoice, seeCurrencyLocked } from "./front-desk-invoice-steps";
import { expectedBill, frontDeskOf } from "./front-desk-steps";
import { labels } from "./labels";
import { BROWSER_ZONE } from "./tenant-clock-steps";
import { DEMO, addMemberThroughApi, sendPost, signInThroughApi, signInThroughPage, uniqueEmail } from "./support";

// The two languages book different days in the demo shop: they may run side by side.
test.describe.configure({ mode: "parallel" });
// The browser runs in New York: the demo shop's days and times are still Karachi's.
test.use({ timezoneId: BROWSER_ZONE });

for (const lang of ["en", "ar"] as const) {
  test(`the front desk adds a client, books a job card, edits it, completes it, is paid, and the client is archived and restored (${lang})`, async ({
    page,
  }, testInfo) => {
    // Many screens, an edit, an invoice, two payments, a PDF, an archive and two restores: minutes when busy.
    test.setTimeout(420_000);
    const t = labels(lang);
    const d = frontDeskOf(lang);
    const bill = expectedBill();

    await openInLanguage(page, lang);
    await signInThroughPage(page, t, DEMO);
    await addClientWithVehicle(page, t, d);
    const jobCard = await bookJobCard(page, t, d, bill);
    await seeShortage(page, t);
    await editJobCard(page, t, d, bill, jobCard);
    await seeOnCalendar(page, t, d);
    const invoice = await completeJobCard(page, t, d, bill, jobCard);
    await payInvoice(page, t, d, bill, invoice);
    await downloadPdf(page, t, d, invoice, testInfo);
    await seeCurrencyLocked(page, t);
    await archiveAndRestoreClient(page, t, d);
  });
}

test("a role without job_cards.add sees the job cards and the calendar, but no way to add a job card", async ({
  page,
  request,
}) => {
  const t = labels("en");
  const owner = await signInThroughApi(request, DEMO);
  const trainee = { email: uniqueEmail("trainee"), password: "trainee-password-1" };
  await addMemberThroughApi(request, owner, {
    ...trainee,
    role: `Front desk trainee ${randomBytes(3).toString("hex")}`,
    permissions: ["job_cards.view", "appointments.view", "clients.view"],
  });

  await openInLanguage(page, "en");
  await signInThroughPage(page, t, trainee);
  await openFromSidebar(page, t, "job_list", /\/jobs\/job-list$/);
  await expect(
    page
      .getByRole("table", { name: t("shop.job_card.title") })
      .getByRole("row")
      .nth(1),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: t("shop.job_card.add") })).toHaveCount(0);

  await openFromSidebar(page, t, "appointments", /\/appointment/);
  await expect(page.getByRole("region", { name: t("shop.appointment.calendar.label") })).toBeVisible();
  await expect(page.getByRole("link", { name: t("shop.appointment.new_booking") })).toHaveCount(0);
  await expect(page.getByText(t("shop.appointment.calendar.book_hint"))).toHaveCount(0);

  await page.goto("/jobs/job-list/add");
  await expect(page.getByRole("alert").filter({ hasText: t("app.forbidden.title") })).toBeVisible();
  await expect(page.getByRole("button", { name: t("shop.job_card.form.save") })).toHaveCount(0);

  // The store's contacts, address and VAT number are the store settings': "No access" by the address too.
  await page.goto("/settings/store");
  await expect(page.getByRole("alert").filter({ hasText: t("app.forbidden.title") })).toBeVisible();
  await expect(page.getByRole("heading", { name: t("shop.store.section_shop") })).toHaveCount(0);

  // Behind the screen: the trainee's own session is refused the save, for the permission.
  const refused = await sendPost(request, "/customer/api/job-card/post", {}, await signInThroughApi(request, trainee));
  expect(refused.status()).toBe(403);
});
