import { expect, type Locator, type Page } from "@playwright/test";
import { labels, type Labels } from "./labels";
import { expectDirection } from "./support";
import { expectToast } from "./toasts";

export type Lang = "en" | "ar";

/** What the owner types: names a shop of each language would use; amounts in rupees. */
export const catalogOf = (lang: Lang) => ({
  branch: { english: "Gulberg", arabic: "جلبرك" },
  serviceCategory: { english: "Maintenance", arabic: "صيانة" },
  productCategory: { english: "Oils", arabic: "زيوت" },
  service: lang === "ar" ? "صيانة شاملة" : "Full service",
  product: lang === "ar" ? "زيت محرك" : "Engine oil",
  variants: lang === "ar" ? (["لتر واحد", "أربعة لترات"] as const) : (["1 litre", "4 litres"] as const),
  package: lang === "ar" ? "فحص الصيف" : "Summer check",
  price: 2000,
  discountPercent: 10,
  discountedPrice: 1800,
  variantPrices: [1500, 5200] as const,
});
export type Catalog = ReturnType<typeof catalogOf>;

/** An amount as the screens show it in both languages: the shop's PKR, then the amount with two decimals. */
export const moneyText = (amount: number): string =>
  `PKR ${amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The sign-in page in the journey's language: Arabic is chosen with the switch, as a person would. */
export async function openInLanguage(page: Page, lang: Lang) {
  await page.goto("/");
  if (lang === "ar") await page.getByRole("button", { name: labels("en")("app.language.switch_label") }).click();
  await expectDirection(page, lang === "ar" ? "rtl" : "ltr", lang);
}

/** Opens a Mantine Select by its label, types in it when it is searchable, and picks the option. */
export async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  const input = scope.getByRole("textbox", { name: label, exact: true });
  await input.click();
  if (await input.isEditable()) await input.fill(option);
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(input).toHaveValue(option);
}

/** The cell of the table row holding `rowText`, in the column headed `column`. */
export async function cellOf(table: Locator, rowText: string, column: string): Promise<Locator> {
  const row = table.getByRole("row").filter({ hasText: rowText });
  // The headers are read once: wait for the table (and the row) to be on screen first.
  await expect(row).toBeVisible();
  const headers = (await table.getByRole("columnheader").allTextContents()).map((h) => h.trim());
  expect(headers, `a column headed ${column}`).toContain(column);
  return row.getByRole("cell").nth(headers.indexOf(column));
}

/** A sidebar entry by its whole name ("Stock" is not "Stock orders"). */
export async function openFromSidebar(page: Page, t: Labels, entry: string, url: RegExp) {
  await page
    .getByRole("navigation", { name: t("app.nav.label") })
    .getByRole("link", { name: t(`app.nav.${entry}`), exact: true })
    .click();
  await expect(page).toHaveURL(url);
}

export async function addCategories(page: Page, t: Labels, c: Catalog) {
  await openFromSidebar(page, t, "categories", /\/catalog\/categories$/);
  const table = page.getByRole("table", { name: t("shop.category.title") });
  for (const [names, kind] of [
    [c.serviceCategory, "services"],
    [c.productCategory, "products"],
  ] as const) {
    await page.getByRole("button", { name: t("shop.category.add") }).click();
    const dialog = page.getByRole("dialog", { name: t("shop.category.title_add") });
    await dialog.getByRole("textbox", { name: t("shop.category.fields.name_english") }).fill(names.english);
    await dialog.getByRole("textbox", { name: t("shop.category.fields.name_arabic") }).fill(names.arabic);
    await choose(page, dialog, t("shop.category.fields.kind"), t(`shop.category.kinds.${kind}`));
    await dialog.getByRole("button", { name: t("shop.category.add") }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, t("shop.category.toast.created"));
    const kindCell = await cellOf(table, names.english, t("shop.category.columns.kind"));
    await expect(kindCell).toHaveText(t(`shop.category.kinds.${kind}`));
  }
}

export async function addService(page: Page, t: Labels, lang: Lang, c: Catalog) {
  await openFromSidebar(page, t, "services", /\/catalog\/services$/);
  await page.getByRole("link", { name: t("shop.service.add") }).click();
  await expect(page).toHaveURL(/\/catalog\/services\/add$/);

  await page.getByRole("textbox", { name: t("shop.service.fields.name"), exact: true }).fill(c.service);
  const category = lang === "ar" ? c.serviceCategory.arabic : c.serviceCategory.english;
  await choose(page, page, t("shop.service.fields.category"), category);
  await page.getByRole("textbox", { name: t("shop.service.fields.price", { currency: "PKR" }) }).fill(String(c.price));
  await page.getByRole("textbox", { name: t("shop.service.fields.duration"), exact: true }).fill("1h 30min");
  await expect(page.getByText(t("shop.service.hints.duration_reads"))).toContainText("1h 30min");
  await page
    .getByRole("radiogroup", { name: t("shop.service.fields.discount_type") })
    .getByText(t("shop.service.amount_types.percentage"), { exact: true })
    .click();
  await page.getByRole("textbox", { name: t("shop.service.fields.discount_percent") }).fill(String(c.discountPercent));
  const discounted = moneyText(c.discountedPrice);
  await expect(page.getByText(`${t("shop.service.fields.discounted_price")}:`)).toContainText(discounted);

  await page.getByRole("tab", { name: t("shop.service.tabs.locations") }).click();
  const branch = lang === "ar" ? c.branch.arabic : c.branch.english;
  await page.getByRole("checkbox", { name: branch, exact: true }).check();
  await page.getByRole("button", { name: t("shop.service.add") }).click();

  await expectToast(page, t("shop.service.toast.created", { name: c.service }));
  await expect(page).toHaveURL(/\/catalog\/services$/);
  const table = page.getByRole("table", { name: t("shop.service.title") });
  await expect(await cellOf(table, c.service, t("shop.service.columns.duration"))).toHaveText("1h 30min");
  await expect(await cellOf(table, c.service, t("shop.service.columns.discounted_price"))).toHaveText(discounted);
}

export async function addProductWithTwoVariants(page: Page, t: Labels, lang: Lang, c: Catalog) {
  await openFromSidebar(page, t, "products", /\/catalog\/products$/);
  await page.getByRole("link", { name: t("shop.product.add") }).click();
  await expect(page).toHaveURL(/\/catalog\/products\/add/);
  await page.getByRole("textbox", { name: t("shop.product.fields.name") }).fill(c.product);
  const category = lang === "ar" ? c.productCategory.arabic : c.productCategory.english;
  await choose(page, page, t("shop.product.fields.category"), category);
  await page.getByRole("tab", { name: t("shop.product.tabs.locations") }).click();
  const branch = lang === "ar" ? c.branch.arabic : c.branch.english;
  await page.getByRole("checkbox", { name: branch, exact: true }).check();
  await page.getByRole("button", { name: t("shop.product.add") }).click();
  await expectToast(page, t("shop.product.toast.created", { name: c.product }));

  // The saved product opens on its variants tab.
  await expect(page).toHaveURL(/\/catalog\/products\/edit\/[\w-]+/);
  await expect(page.getByRole("tab", { name: t("shop.product.tabs.variant") })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const variants = page.getByRole("table", { name: t("shop.product.variant.title") });
  for (const [index, name] of c.variants.entries()) {
    await page.getByRole("button", { name: t("shop.product.variant.add") }).click();
    const dialog = page.getByRole("dialog", { name: t("shop.product.variant.title_add") });
    await dialog.getByRole("textbox", { name: t("shop.product.variant.fields.name") }).fill(name);
    const price = dialog.getByRole("textbox", { name: t("shop.product.variant.fields.price", { currency: "PKR" }) });
    await price.fill(String(c.variantPrices[index]));
    const stock = t("shop.product.variant.fields.quantity_at", { branch });
    await dialog.getByRole("textbox", { name: stock }).fill(String(20 - index * 12));
    await dialog.getByRole("button", { name: t("shop.product.variant.add") }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, t("shop.product.variant.toast.created", { name }));
    await expect(variants.getByRole("row").filter({ hasText: name })).toBeVisible();
  }

  await openFromSidebar(page, t, "products", /\/catalog\/products$/);
  const table = page.getByRole("table", { name: t("shop.product.title") });
  await expect(await cellOf(table, c.product, t("shop.product.columns.variants"))).toHaveText("2");
}

/** The builder's totals on screen: the service after its discount + 2 × the variant, and the service's duration. */
export async function buildPackage(page: Page, t: Labels, lang: Lang, c: Catalog) {
  await openFromSidebar(page, t, "packages", /\/catalog\/packages$/);
  await page.getByRole("link", { name: t("shop.package.add") }).click();
  await expect(page).toHaveURL(/\/catalog\/packages\/add$/);
  await choose(page, page, t("shop.package.fields.branch"), lang === "ar" ? c.branch.arabic : c.branch.english);
  await page.getByRole("textbox", { name: t("shop.package.fields.name") }).fill(c.package);

  await page.getByRole("textbox", { name: t("shop.package.builder.add_service") }).fill(c.service);
  await page.getByRole("option").filter({ hasText: c.service }).click();
  const variant = `${c.product} — ${c.variants[1]}`;
  await page.getByRole("textbox", { name: t("shop.package.builder.add_product") }).fill(c.variants[1]);
  await page.getByRole("option").filter({ hasText: variant }).click();
  await page.getByRole("textbox", { name: t("shop.package.builder.quantity_of", { name: variant }) }).fill("2");

  const total = moneyText(c.discountedPrice + 2 * c.variantPrices[1]);
  await expect(page.getByTestId("package-total-amount")).toHaveText(total);
  const summary = page.getByRole("region", { name: t("shop.package.sections.summary") });
  await expect(summary.getByText("1h 30min", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: t("shop.package.add") }).click();
  await expectToast(page, t("shop.package.toast.created", { name: c.package }));

  await page.getByRole("link", { name: t("shop.package.added.to_list") }).click();
  await expect(page).toHaveURL(/\/catalog\/packages$/);
  const table = page.getByRole("table", { name: t("shop.package.title") });
  await expect(await cellOf(table, c.package, t("shop.package.summary.total_amount"))).toHaveText(total);
  await expect(await cellOf(table, c.package, t("shop.package.summary.total_duration"))).toHaveText("1h 30min");
}
