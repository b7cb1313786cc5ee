import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { type Lang, cellOf, choose, openFromSidebar, openInLanguage } from "./catalog-steps";
import { labels, type Labels } from "./labels";
import { DEMO, signInThroughPage } from "./support";
import { expect, expectToast, test } from "./toasts";

const PLACES = {
  en: { country: "Pakistan", state: "Punjab", city: "Lahore" },
  ar: { country: "باكستان", state: "البنجاب", city: "لاهور" },
};

/** What the owner types, in the journey's language; the tag keeps each run's supplier apart in the demo shop. */
function supplierOf(lang: Lang) {
  const tag = randomBytes(3).toString("hex");
  return lang === "ar"
    ? { name: `زيوت الراوي ${tag}`, fragment: `الراوي ${tag}`, contact: "عمران شيخ", place: PLACES.ar }
    : { name: `Ravi Lubricants ${tag}`, fragment: `lubricants ${tag}`, contact: "Imran Sheikh", place: PLACES.en };
}
type Supplier = ReturnType<typeof supplierOf>;

const tableOf = (page: Page, t: Labels) => page.getByRole("table", { name: t("shop.supplier.title") });

async function addSupplier(page: Page, t: Labels, s: Supplier) {
  await openFromSidebar(page, t, "suppliers", /\/inventory\/suppliers$/);
  await page
    .getByRole("link", { name: t("shop.supplier.add") })
    .first()
    .click();
  await expect(page).toHaveURL(/\/inventory\/suppliers\/add$/);
  // The name is required: the form says so on the field before anything is sent.
  await page.getByRole("button", { name: t("shop.supplier.add") }).click();
  await expect(page.getByText(t("refusals.required"))).toBeVisible();

  await page.getByLabel(t("shop.supplier.fields.name")).fill(s.name);
  await page.getByLabel(t("shop.supplier.fields.contact_person")).fill(s.contact);
  await page.getByLabel(t("fields.phone")).fill("+92 42 3571 1234");
  await page.getByLabel(t("fields.email")).fill("orders@ravi-lubricants.example");
  await page.getByLabel(t("fields.address")).fill("12 Badami Bagh");
  await choose(page, page, t("fields.country"), s.place.country);
  await choose(page, page, t("fields.state"), s.place.state);
  await choose(page, page, t("fields.city"), s.place.city);
  await page.getByLabel(t("shop.supplier.fields.tax_number")).fill("NTN 4212345-6");
  // Payment terms left empty: the supplier is paid on delivery.
  await page.getByRole("button", { name: t("shop.supplier.add") }).click();
  await expectToast(page, t("shop.supplier.toast.created"));
  await expect(page).toHaveURL(/\/inventory\/suppliers$/);
}

/** A second supplier of the same name is refused, on the name field; Cancel goes back to the list. */
async function refuseSameName(page: Page, t: Labels, s: Supplier) {
  await page
    .getByRole("link", { name: t("shop.supplier.add") })
    .first()
    .click();
  await page.getByLabel(t("shop.supplier.fields.name")).fill(s.name.toUpperCase());
  await page.getByRole("button", { name: t("shop.supplier.add") }).click();
  await expect(page.getByLabel(t("shop.supplier.fields.name"))).toHaveAccessibleDescription(
    t("refusals.supplier_name_taken"),
  );
  await page.getByRole("button", { name: t("actions.cancel") }).click();
  await expect(page).toHaveURL(/\/inventory\/suppliers$/);
}

/** Part of the name in the search box finds the supplier; the search stays in the URL. */
async function findSupplier(page: Page, t: Labels, s: Supplier) {
  await page.getByRole("searchbox", { name: t("list.search") }).fill(s.fragment);
  await expect(page).toHaveURL(/[?&]search=/);
  const table = tableOf(page, t);
  await expect(table.getByRole("row")).toHaveCount(2);
  const name = await cellOf(table, s.name, t("shop.supplier.columns.name"));
  await expect(name).toContainText(s.contact);
  await expect(await cellOf(table, s.name, t("fields.city"))).toHaveText(s.place.city);
  await expect(await cellOf(table, s.name, t("shop.supplier.columns.payment_terms"))).toHaveText(
    t("shop.supplier.payment_terms.on_delivery"),
  );
  await expect(await cellOf(table, s.name, t("fields.status"))).toHaveText(t("statuses.active"));
}

async function giveThirtyDays(page: Page, t: Labels, s: Supplier) {
  await tableOf(page, t)
    .getByRole("link", { name: t("shop.supplier.actions.edit", { name: s.name }) })
    .click();
  await expect(page).toHaveURL(/\/inventory\/suppliers\/edit\/[\w-]+$/);
  await expect(page.getByLabel(t("shop.supplier.fields.name"))).toHaveValue(s.name);
  await expect(page.getByRole("textbox", { name: t("fields.city"), exact: true })).toHaveValue(s.place.city);
  await page.getByLabel(t("shop.supplier.fields.payment_terms_days")).fill("30");
  await page.getByRole("button", { name: t("actions.save_changes") }).click();
  await expectToast(page, t("shop.supplier.toast.updated"));
  await expect(page).toHaveURL(/\/inventory\/suppliers$/);

  await page.getByRole("searchbox", { name: t("list.search") }).fill(s.fragment);
  await expect(await cellOf(tableOf(page, t), s.name, t("shop.supplier.columns.payment_terms"))).toHaveText(
    t("shop.supplier.payment_terms.days", { days: 30 }),
  );
}

/** Delete asks first, naming the supplier; once confirmed the supplier is gone, even after a reload. */
async function deleteSupplier(page: Page, t: Labels, s: Supplier) {
  await tableOf(page, t)
    .getByRole("button", { name: t("shop.supplier.actions.delete", { name: s.name }) })
    .click();
  const dialog = page.getByRole("dialog", { name: t("shop.supplier.delete.title") });
  await expect(dialog.getByText(t("shop.supplier.delete.confirm", { name: s.name }))).toBeVisible();
  await dialog.getByRole("button", { name: t("actions.delete") }).click();
  await expectToast(page, t("shop.supplier.toast.deleted", { name: s.name }));
  await expect(tableOf(page, t).getByRole("row").filter({ hasText: s.name })).toHaveCount(0);
  await expect(page.getByText(t("shop.supplier.list.empty_filtered"))).toBeVisible();

  await page.reload();
  await expect(page.getByRole("searchbox", { name: t("list.search") })).toHaveValue(s.fragment, { timeout: 30_000 });
  await expect(page.getByText(t("shop.supplier.list.empty_filtered"))).toBeVisible();
}

// Each language adds its own supplier to the demo shop: the two may run side by side.
test.describe.configure({ mode: "parallel" });

for (const lang of ["en", "ar"] as const) {
  test(`the owner adds a supplier, finds it, changes its payment terms and deletes it (${lang})`, async ({ page }) => {
    test.slow();
    const t = labels(lang);
    const supplier = supplierOf(lang);
    await openInLanguage(page, lang);
    await signInThroughPage(page, t, DEMO);
    await addSupplier(page, t, supplier);
    await refuseSameName(page, t, supplier);
    await findSupplier(page, t, supplier);
    await giveThirtyDays(page, t, supplier);
    await deleteSupplier(page, t, supplier);
  });
}
