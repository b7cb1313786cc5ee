import { expect, test } from "./toasts";
import { labels } from "./labels";
import { apiPost, createShopThroughApi, expectDirection, latestMailTo, resetPathIn } from "./support";

for (const lang of ["en", "ar"] as const) {
  test(`a reset refuses one of the most common passwords and takes a better one (${lang})`, async ({
    page,
    request,
  }) => {
    const t = labels(lang);
    const user = await createShopThroughApi(request);
    await apiPost(request, "/auth/api/user/customer-forgot-password", { email: user.email });
    await page.goto("/");
    if (lang === "ar") await page.getByRole("button", { name: labels("en")("app.language.switch_label") }).click();
    await expectDirection(page, lang === "ar" ? "rtl" : "ltr", lang);

    await page.goto(resetPathIn(await latestMailTo(user.email)));
    await page.getByLabel(t("fields.new_password")).fill("password");
    await page.getByLabel(t("fields.confirm_password")).fill("password");
    await page.getByRole("button", { name: t("auth.reset.submit") }).click();
    await expect(page.getByText(t("refusals.password_common"))).toBeVisible();

    // The link still works: the refusal changed nothing.
    await page.getByLabel(t("fields.new_password")).fill("second-password-2");
    await page.getByLabel(t("fields.confirm_password")).fill("second-password-2");
    await page.getByRole("button", { name: t("auth.reset.submit") }).click();
    await expect(page.getByText(t("auth.reset.done"))).toBeVisible();
  });
}
