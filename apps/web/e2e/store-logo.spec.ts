import { expect, test } from "./toasts";
import { openInLanguage } from "./catalog-steps";
import { labels } from "./labels";
import { createShopThroughApi, signInThroughPage } from "./support";

/** A real 1×1 PNG (signature, IHDR, IDAT, IEND): the smallest logo there is. */
const TINY_PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f00050001ff56c72f0d0000000049454e44ae426082",
  "hex",
);
const SCRIPT = "<script>alert(document.domain)</script>";

for (const lang of ["en", "ar"] as const) {
  test(`a shop owner sets a logo, kept as an image only, after a damaged file is refused (${lang})`, async ({
    page,
    request,
  }) => {
    const t = labels(lang);
    const owner = await createShopThroughApi(request);
    await openInLanguage(page, lang);
    await signInThroughPage(page, t, owner);
    await page.getByRole("link", { name: t("app.nav.store_settings") }).click();
    await expect(page).toHaveURL(/\/settings\/store$/);
    const logoFile = page.getByLabel(t("fields.logo"), { exact: true });
    const preview = page.getByRole("img", { name: t("shop.store.logo.preview_alt") });

    // A PNG cut off in its pixel data: its header says PNG, but it cannot be read.
    await logoFile.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: TINY_PNG.subarray(0, 45) });
    await expect(page.getByText(t("refusals.image_unreadable"))).toBeVisible();
    await expect(preview).toBeHidden();

    // A logo with a script appended: the preview shows it, and what the server sends back is an image only.
    const served = page.waitForResponse((r) => /\/customer\/api\/upload\/[0-9a-f-]{36}$/.test(r.url()));
    const withScript = Buffer.concat([TINY_PNG, Buffer.from(SCRIPT)]);
    await logoFile.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: withScript });
    const image = await served;
    expect((await image.body()).includes("<script")).toBe(false);
    expect(image.headers()["content-security-policy"]).toContain("sandbox");
    expect(image.headers()["content-disposition"]).toMatch(/^inline; filename="[0-9a-f-]{36}\.png"$/);
    await expect(preview).toHaveAttribute("src", /^blob:/);
    await expect(page.getByText(t("refusals.image_unreadable"))).toBeHidden();

    await page.getByRole("button", { name: t("actions.save_changes") }).click();
    await expect(page.getByText(t("shop.store.toast.saved"))).toBeVisible();
  });
}
