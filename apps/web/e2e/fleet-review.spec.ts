import { expect, expectToast, test } from "./toasts";
import { labels } from "./labels";
import { openFlaggedToReview, openPurchaseReference } from "./fleet-transaction-steps";
import { openFleetLogin, signInToFleet } from "./fleet-steps";

const DEMO_MANAGER = { email: "fleet.manager@indus-logistics.test", password: "pitlane-demo" };

// The demo company's months of purchases have a few flagged for a look: the manager closes one.
for (const lang of ["en", "ar"] as const) {
  test(`a fleet manager reviews a flagged purchase of the demo: to review, explained with a note, and the list follows (${lang})`, async ({
    page,
  }) => {
    const t = labels(lang);
    await openFleetLogin(page, lang);
    await signInToFleet(page, t, DEMO_MANAGER, /\/fleet\/dashboard$/);
    // The dashboard shows the company's latest fuelings.
    await expect(page.getByRole("table", { name: t("fleet.transaction.latest.label_company") })).toBeVisible();

    const links = await openFlaggedToReview(page, t);
    // The two languages run side by side: each takes its own end of the page, never the same purchase.
    await (lang === "en" ? links.first() : links.last()).click();
    const name = t("fleet.transaction.list.view", { reference: await openPurchaseReference(page) });

    const card = page.getByRole("region", { name: t("fleet.transaction.review.title") });
    await expect(card.getByText(t("fleet.transaction.review.pending"))).toBeVisible();
    // Saving without an outcome or a note is refused on the spot.
    const noteBox = card.getByRole("textbox", { name: t("fleet.transaction.review.note") });
    await card.getByRole("button", { name: t("fleet.transaction.review.save") }).click();
    await expect(noteBox).toHaveAttribute("aria-invalid", "true");
    await card.getByRole("radio", { name: t("fleet.transaction.review.outcomes.explained") }).check();
    const note =
      lang === "ar" ? "توقفت المضخة مبكراً فأكمل السائق التعبئة." : "The pump stopped early; the driver topped up.";
    await noteBox.fill(note);
    await card.getByRole("button", { name: t("fleet.transaction.review.save") }).click();
    await expectToast(page, t("fleet.transaction.review.saved.explained"));
    await expect(card.getByRole("status")).toContainText(t("fleet.transaction.review.outcomes.explained"));
    await expect(card.getByRole("status")).toContainText(note);

    // Back on the list, the purchase left "To review".
    await page.goBack();
    await expect(page).toHaveURL(/review=pending/);
    const reviews = page.getByRole("tablist", { name: t("fleet.transaction.list.review_filter") });
    await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
    await reviews.getByRole("tab", { name: t("fleet.transaction.review.filters.explained") }).click();
    await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  });
}
