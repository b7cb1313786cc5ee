import type { Page } from "@playwright/test";
import { expect, expectToast, test } from "./toasts";
import { labels, type Labels } from "./labels";
import { DEMO_FLEET_MANAGER, openFleetLogin, signInToFleet } from "./fleet-steps";

const openAlerts = async (page: Page, t: Labels) => {
  await page
    .getByRole("navigation", { name: t("app.nav.label") })
    .getByRole("link", { name: t("fleet.alert.nav"), exact: true })
    .click();
  await expect(page).toHaveURL(/\/fleet\/alerts$/);
};

/** Flips the company's "declined purchase" alert in the company settings and waits for it to be saved. */
async function switchDeclines(page: Page, t: Labels, isOn: boolean) {
  await page.goto("/fleet/settings/company");
  const section = page.getByRole("region", { name: t("fleet.alert.settings.title") });
  const declines = section.getByRole("switch", { name: t("fleet.alert.kinds.purchase_declined.label") });
  await expect(declines).toBeChecked({ checked: !isOn });
  await declines.click();
  await expectToast(page, t("fleet.alert.settings.saved"));
  await expect(declines).toBeChecked({ checked: isOn });
}

// The demo company's months of purchases hold declines and flagged fills: its alerts show them (the
// newest on the dashboard), and the company switches the declines off and on again (the demo is left as it was).
for (const lang of ["en", "ar"] as const) {
  test(`the demo's fleet manager reads the alerts and switches the declined purchases' alert off and on (${lang})`, async ({
    page,
  }) => {
    // Six screens opened on a machine the server and two browsers share.
    test.slow();
    const t = labels(lang);
    await openFleetLogin(page, lang);
    await signInToFleet(page, t, DEMO_FLEET_MANAGER, /\/fleet\/dashboard$/);

    // The dashboard shows the newest few, and links to the rest.
    const feed = page.getByRole("list", { name: t("fleet.alert.feed.title") });
    await expect(feed.getByRole("listitem").first()).toBeVisible();
    expect(await feed.getByRole("listitem").count()).toBeLessThanOrEqual(5);
    await page.getByRole("link", { name: t("fleet.alert.feed.view_all") }).click();
    await expect(page).toHaveURL(/\/fleet\/alerts$/);

    // A line's words up to the station's name: "Purchase declined at ".
    const lead = (key: string) => t(key, { station: "§" }).split("§")[0]!;
    const declines = feed.getByRole("listitem").filter({ hasText: lead("fleet.alert.feed.declined") });
    const flagged = feed.getByRole("listitem").filter({ hasText: lead("fleet.alert.feed.flagged") });
    await expect(declines.first()).toBeVisible();
    await expect(flagged.first()).toBeVisible();
    await expect(declines.first().getByRole("link", { name: t("fleet.alert.feed.open_transaction") })).toHaveAttribute(
      "href",
      /\/fleet\/transactions\/[0-9a-f-]{36}$/,
    );

    await switchDeclines(page, t, false);
    await openAlerts(page, t);
    await expect(flagged.first()).toBeVisible();
    await expect(declines).toHaveCount(0);

    await switchDeclines(page, t, true);
    await openAlerts(page, t);
    await expect(declines.first()).toBeVisible();
  });
}
