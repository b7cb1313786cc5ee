import dayjs from "dayjs";
import "dayjs/locale/ar.js";
import { type Page } from "@playwright/test";
import { expect, test } from "./toasts";
import { todayIn } from "@pitlane/domain/platform/wall-clock";
import { openInLanguage, type Lang } from "./catalog-steps";
import { labels, type Labels } from "./labels";
import { expectDirection, latestMailTo, resetPathIn, uniqueEmail } from "./support";
import {
  BROWSER_ZONE,
  COUNTRIES,
  changeTimeZone,
  chooseCountry,
  expectTimeZone,
  expectWeekendInPicker,
  todayAt,
  type Country,
} from "./tenant-clock-steps";

/** Picks an option of a Mantine Select by typing part of it and clicking it. */
async function choose(page: Page, label: string, search: string, option: string) {
  const input = page.getByRole("textbox", { name: label, exact: true });
  await expect(input).toBeEnabled();
  await input.fill(search);
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

async function signUp(page: Page, t: Labels, shop: { name: string; lang: Lang; country: Country }, email: string) {
  const shopName = shop.name;
  await page.getByRole("link", { name: t("auth.sign_in.register_link") }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel(t("fields.shop_name")).fill(shopName);
  await page.getByLabel(t("fields.name")).fill("Bilal Qureshi");
  await page.getByLabel(t("fields.email")).fill(email);
  await page.getByLabel(t("fields.phone")).fill("+92 300 1234567");
  await page.getByLabel(t("fields.password"), { exact: true }).fill("first-password-1");
  await page.getByLabel(t("fields.confirm_password")).fill("first-password-1");
  await chooseCountry(page, t, shop.lang, shop.country);
  await page.getByRole("button", { name: t("auth.register.submit") }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: t("shop.dashboard.greeting", { shop: shopName }) })).toBeVisible();
  await expect(page.getByText(t("shop.dashboard.branches.none"))).toBeVisible();
}

async function editStoreSettings(
  page: Page,
  t: Labels,
  lang: "en" | "ar",
  signedUp: { country: Country; zone: string },
) {
  await page.getByRole("link", { name: t("app.nav.store_settings") }).click();
  await expect(page).toHaveURL(/\/settings\/store$/);
  // The country of the sign-up, and the zone it gave the shop.
  const country = page.getByRole("textbox", { name: t("fields.country"), exact: true });
  await expect(country).toHaveValue(COUNTRIES[signedUp.country][lang]);
  await expectTimeZone(page, t, signedUp.zone);
  await page.getByLabel(t("fields.address")).first().fill("5 Ferozepur Road");
  if (signedUp.country !== "pakistan") {
    await choose(
      page,
      t("fields.country"),
      lang === "ar" ? "باكستان" : "Pakist",
      lang === "ar" ? "باكستان" : "Pakistan",
    );
  }
  await choose(page, t("fields.state"), lang === "ar" ? "البنجاب" : "Punj", lang === "ar" ? "البنجاب" : "Punjab");
  await choose(page, t("fields.city"), lang === "ar" ? "لاهور" : "Laho", lang === "ar" ? "لاهور" : "Lahore");
  await page.getByLabel(t("fields.vat_rate")).fill("12.5");
  await page.getByRole("button", { name: t("actions.save_changes") }).click();
  await expect(page.getByText(t("shop.store.toast.saved"))).toBeVisible();

  await page.reload();
  // A full load restores the session, loads the screen and reads the store: slow on a loaded machine.
  await expect(page.getByLabel(t("fields.address")).first()).toHaveValue("5 Ferozepur Road", { timeout: 30_000 });
  await expect(page.getByRole("textbox", { name: t("fields.city"), exact: true })).toHaveValue(
    lang === "ar" ? "لاهور" : "Lahore",
  );
  await expect(page.getByLabel(t("fields.vat_rate"))).toHaveValue(/12\.5/);
  await askBeforeChangingCurrency(page, t);
}

/** Prices are not converted: a new currency is asked for first, and Cancel saves nothing. */
async function askBeforeChangingCurrency(page: Page, t: Labels) {
  const sar = page.getByRole("radio", { name: t("currencies.SAR") });
  const [saved, other] = (await sar.isChecked()) ? (["SAR", "PKR"] as const) : (["PKR", "SAR"] as const);
  await page.getByRole("radio", { name: t(`currencies.${other}`) }).check();
  await page.getByRole("button", { name: t("actions.save_changes") }).click();
  const dialog = page.getByRole("dialog", { name: t("shop.store.currency_change.title") });
  await expect(
    dialog.getByText(
      t("shop.store.currency_change.text", { from: t(`currencies.${saved}`), to: t(`currencies.${other}`) }),
    ),
  ).toBeVisible();
  await dialog.getByRole("button", { name: t("actions.cancel") }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole("radio", { name: t(`currencies.${saved}`) })).toBeChecked();
}

async function addAndRemoveBranch(page: Page, t: Labels, lang: "en" | "ar") {
  // Actions, the confirmation and the toast name the branch in the language of the screen.
  const shownName = lang === "ar" ? "جوهر تاون" : "Johar Town";
  await page
    .getByRole("link", { name: t("shop.branch.add") })
    .or(page.getByRole("button", { name: t("shop.branch.add") }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/settings\/store\/branches\/add$/);
  await page.getByLabel(t("shop.branch.fields.branch_name_english")).fill("Johar Town");
  await page.getByLabel(t("shop.branch.fields.branch_name_arabic")).fill("جوهر تاون");
  await page.getByLabel(t("fields.phone")).fill("+92 42 3500 1122");
  await page.getByRole("button", { name: t("shop.branch.add") }).click();
  await expect(page.getByText(t("shop.branch.toast.created"))).toBeVisible();
  await expect(page).toHaveURL(/\/settings\/store/);

  const table = page.getByRole("table", { name: t("shop.store.section_branches") });
  await expect(table.getByRole("cell", { name: "Johar Town", exact: true })).toBeVisible();
  await expect(table.getByRole("cell", { name: "جوهر تاون", exact: true })).toBeVisible();

  await page.getByRole("button", { name: t("shop.branch.actions.delete", { name: shownName }) }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(t("shop.branch.delete.confirm", { name: shownName }))).toBeVisible();
  await dialog.getByRole("button", { name: t("actions.delete") }).click();
  await expect(page.getByText(t("shop.branch.toast.deleted", { name: shownName }))).toBeVisible();
  await expect(table.getByRole("cell", { name: "Johar Town", exact: true })).toHaveCount(0);
  await expect(page.getByText(t("shop.branch.list.empty"))).toBeVisible();
}

async function switchToDarkThemeAndKeepAfterReload(page: Page, t: Labels) {
  await page.getByRole("button", { name: t("app.theme.to_dark") }).click();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-mantine-color-scheme", "dark");
  await expect(page.getByRole("button", { name: t("app.theme.to_light") })).toBeVisible();
}

async function signOutAndResetPassword(page: Page, t: Labels, email: string) {
  await page.getByRole("button", { name: t("app.header.user_menu") }).click();
  await page.getByRole("menuitem", { name: t("actions.sign_out") }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole("link", { name: t("auth.sign_in.forgot_link") }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByLabel(t("fields.email")).fill(email);
  await page.getByRole("button", { name: t("auth.forgot.submit") }).click();
  await expect(page.getByText(t("auth.forgot.sent"))).toBeVisible();

  await page.goto(resetPathIn(await latestMailTo(email)));
  await page.getByLabel(t("fields.new_password")).fill("second-password-2");
  await page.getByLabel(t("fields.confirm_password")).fill("second-password-2");
  await page.getByRole("button", { name: t("auth.reset.submit") }).click();
  await expect(page.getByText(t("auth.reset.done"))).toBeVisible();

  await page.goto("/");
  await page.getByLabel(t("fields.email")).fill(email);
  await page.getByLabel(t("fields.password")).fill("first-password-1");
  await page.getByRole("button", { name: t("auth.sign_in.submit") }).click();
  await expect(page.getByText(t("refusals.invalid_credentials"))).toBeVisible();
  await page.getByLabel(t("fields.password")).fill("second-password-2");
  await page.getByRole("button", { name: t("auth.sign_in.submit") }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

// Each journey walks sign-up, the store settings (saved, reloaded, a currency change declined), a
// branch, the theme and a password reset: close to a minute on a busy machine by itself.
test.describe.configure({ timeout: 150_000 });

test("a shop owner signs up, sets up the store and a branch, and resets the password (English)", async ({ page }) => {
  const t = labels("en");
  const email = uniqueEmail();
  await page.goto("/");
  await expectDirection(page, "ltr", "en");
  await expect(page.getByRole("heading", { name: t("auth.sign_in.title") })).toBeVisible();
  await signUp(page, t, { name: "Lahore Tyre House", lang: "en", country: "pakistan" }, email);
  await editStoreSettings(page, t, "en", { country: "pakistan", zone: "Asia/Karachi" });
  await addAndRemoveBranch(page, t, "en");

  // Switching to Arabic turns the whole page right to left, and both choices survive a reload.
  await page.getByRole("button", { name: t("app.language.switch_label") }).click();
  const ar = labels("ar");
  await expectDirection(page, "rtl", "ar");
  await switchToDarkThemeAndKeepAfterReload(page, ar);
  await expectDirection(page, "rtl", "ar");
  await expect(page.getByRole("heading", { name: ar("shop.store.title") })).toBeVisible();
  await page.getByRole("button", { name: ar("app.language.switch_label") }).click();
  await expectDirection(page, "ltr", "en");

  await signOutAndResetPassword(page, t, email);
});

test("the same journey in Arabic, right to left", async ({ page }) => {
  const t = labels("ar");
  const email = uniqueEmail();
  await page.goto("/");
  await page.getByRole("button", { name: labels("en")("app.language.switch_label") }).click();
  await expectDirection(page, "rtl", "ar");
  await page.reload();
  await expectDirection(page, "rtl", "ar");
  await expect(page.getByRole("heading", { name: t("auth.sign_in.title") })).toBeVisible();

  await signUp(page, t, { name: "ورشة الرياض", lang: "ar", country: "saudiArabia" }, email);
  await editStoreSettings(page, t, "ar", { country: "saudiArabia", zone: "Asia/Riyadh" });
  await addAndRemoveBranch(page, t, "ar");
  await switchToDarkThemeAndKeepAfterReload(page, t);
  await expectDirection(page, "rtl", "ar");
  await signOutAndResetPassword(page, t, email);
  await expectDirection(page, "rtl", "ar");
});

/**
 * Kiritimati (UTC+14) is a day ahead of New York but in its small hours, when Pago Pago (UTC-11) is
 * a day behind it: either way a date the browser's clock does not show. Neither zone has daylight saving.
 */
function farFromBrowser() {
  const newYork = todayIn(BROWSER_ZONE);
  return todayAt(14) !== newYork
    ? { zone: "Pacific/Kiritimati", offsetHours: 14 }
    : { zone: "Pacific/Pago_Pago", offsetHours: -11 };
}

test.describe("a shop's wall clock, whatever the browser's zone", () => {
  test.use({ timezoneId: BROWSER_ZONE });

  for (const lang of ["en", "ar"] as const) {
    test(`a shop signed up in Saudi Arabia runs on Riyadh's clock until it picks another zone (${lang})`, async ({
      page,
    }) => {
      const t = labels(lang);
      const todayHeading = (offsetHours: number) =>
        page.getByRole("heading", {
          name: dayjs(todayAt(offsetHours)).locale(lang).format("DD MMMM YYYY"),
          exact: true,
        });
      await openInLanguage(page, lang);
      await signUp(page, t, { name: "Riyadh Tyre House", lang, country: "saudiArabia" }, uniqueEmail());

      await page.getByRole("link", { name: t("app.nav.store_settings") }).click();
      await expectTimeZone(page, t, "Asia/Riyadh");
      await page.goto("/appointment");
      await expect(todayHeading(3)).toBeVisible();
      // Saudi Arabia's weekend, Friday and Saturday, in a week that still starts on Monday.
      await expectWeekendInPicker(page, t("shop.appointment.nav.date"), [4, 5]);

      // A zone whose date is not New York's at this moment: the calendar's today must be the shop's.
      const far = farFromBrowser();
      await page.goto("/settings/store");
      await changeTimeZone(page, t, far.zone, t("shop.store.toast.saved"));
      await page.goto("/appointment");
      await expect(todayHeading(far.offsetHours)).toBeVisible();
    });
  }
});
