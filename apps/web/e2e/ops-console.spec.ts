import { expect, test, expectToast, keepToasts } from "./toasts";
import { labels } from "./labels";
import {
  OPS_ADMIN,
  OPS_REVIEWER,
  companyBanks,
  companyMoney,
  companySeesDecisions,
  createPayingCompany,
  findInQueue,
  opsUserName,
  requestTopUpThroughApi,
  signInToConsole,
  topUpBody,
  uploadProof,
  viewProof,
} from "./ops-steps";
import { sendPost } from "./support";

const money = (amount: number) => `SAR ${amount.toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
/** An amount as a translated sentence holds it: isolated, to read left to right in Arabic too. */
const moneyInText = (amount: number) => `\u2066${money(amount)}\u2069`;

// A reviewer and a company in two browsers, each signing in: near a minute when journeys run beside it.
test.describe.configure({ timeout: 120_000 });

for (const lang of ["en", "ar"] as const) {
  test(`the reviewer approves one top-up and rejects another with a reason the company reads (${lang})`, async ({
    page,
    browser,
    request,
  }) => {
    const t = labels(lang);
    const company = await createPayingCompany(request, lang);
    const approved = { amount: 1500, slip: `SLIP-A-${lang}-${Date.now()}` };
    const rejected = { amount: 700, slip: `SLIP-R-${lang}-${Date.now()}` };
    await requestTopUpThroughApi(request, company.token, approved);
    await requestTopUpThroughApi(request, company.token, rejected);
    const reviewer = await opsUserName(request, OPS_REVIEWER);

    await signInToConsole(page, lang, OPS_REVIEWER);
    // A reviewer decides top-ups and nothing else: the other screens are not offered.
    const nav = page.getByRole("navigation", { name: t("app.nav.label") });
    await expect(nav.getByRole("link", { name: t("ops.nav.top_ups") })).toBeVisible();
    for (const entry of ["companies", "settings", "audit", "users"] as const) {
      await expect(nav.getByRole("link", { name: t(`ops.nav.${entry}`) })).toHaveCount(0);
    }

    // The request waits with its 24-hour clock running, and its proof can be read.
    const row = await findInQueue(page, t, approved.slip, "pending");
    await expect(row).toContainText(company.name);
    await expect(row).toContainText(money(approved.amount));
    await expect(row).toContainText(t("top_up.statuses.pending"));
    await expect(row).toContainText(t("top_up.time_left.hours", { count: 23 }));
    await viewProof(page, t, approved.slip);

    // Approving names the company and the amount before anything moves.
    await row.getByRole("button", { name: t("ops.top_up.approve.action") }).click();
    const confirm = page.getByRole("dialog", { name: t("ops.top_up.approve.title") });
    await expect(confirm).toContainText(company.name);
    await expect(confirm).toContainText(money(approved.amount));
    await confirm.getByRole("button", { name: t("ops.top_up.approve.confirm") }).click();
    await expectToast(
      page,
      t("ops.top_up.approve.done", { company: company.name, amount: moneyInText(approved.amount) }),
    );

    // Decided, it names who decided and offers no second decision.
    const decided = await findInQueue(page, t, approved.slip, "approved");
    await expect(decided).toContainText(t("top_up.statuses.approved"));
    await expect(decided).toContainText(reviewer);
    await expect(decided.getByRole("button", { name: t("ops.top_up.approve.action") })).toHaveCount(0);

    // Rejecting needs a reason.
    const toReject = await findInQueue(page, t, rejected.slip, "pending");
    await toReject.getByRole("button", { name: t("ops.top_up.reject.action") }).click();
    const reject = page.getByRole("dialog", { name: t("ops.top_up.reject.title") });
    await reject.getByRole("button", { name: t("ops.top_up.reject.confirm") }).click();
    await expect(reject.getByText(t("refusals.required"))).toBeVisible();
    const reason = lang === "ar" ? "الإيصال غير مقروء" : "The slip cannot be read";
    await reject.getByLabel(t("ops.top_up.reject.reason")).fill(reason);
    await reject.getByRole("button", { name: t("ops.top_up.reject.confirm") }).click();
    await expectToast(page, t("ops.top_up.reject.done", { company: company.name }));
    await expect(await findInQueue(page, t, rejected.slip, "rejected")).toContainText(reason);

    // The company, in its own browser, sees the new balance and the rejection's reason.
    const companyBrowser = await browser.newContext();
    await keepToasts(companyBrowser);
    await companySeesDecisions(await companyBrowser.newPage(), lang, company, {
      available: money(approved.amount),
      rejectedSlip: rejected.slip,
      reason,
    });
    await companyBrowser.close();

    // Behind the screen, the same through the company's API.
    const { available, topUps } = await companyMoney(request, company.token);
    expect(available).toBe(approved.amount);
    expect(topUps.find((top) => top.slip_number === rejected.slip)).toMatchObject({ status: "rejected", reason });
    expect(topUps.find((top) => top.slip_number === approved.slip)).toMatchObject({ status: "approved" });
  });
}

test("an admin suspends a company with a reason, and the company can no longer top up", async ({ page, request }) => {
  const t = labels("en");
  const company = await createPayingCompany(request, "en");
  await signInToConsole(page, "en", OPS_ADMIN);

  await page
    .getByRole("navigation", { name: t("app.nav.label") })
    .getByRole("link", { name: t("ops.nav.companies") })
    .click();
  // Typed once the list has arrived: a search box typed into while the screen still loads can lose the text.
  const list = page.getByRole("table", { name: t("ops.company.title") });
  await expect(list.getByRole("row").nth(1)).toBeVisible();
  await page.getByRole("searchbox", { name: t("list.search") }).fill(company.name);
  // The search's answer first: a link clicked while the list redraws can be gone before it navigates.
  await expect(list.getByRole("row")).toHaveCount(2);
  await page.getByRole("link", { name: company.name }).click();
  // The company's screen is loaded on first use: give it the time a loaded machine takes.
  await expect(page.getByRole("heading", { name: company.name, level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(t("ops.company.statuses.active"))).toBeVisible();

  await page.getByRole("button", { name: t("ops.company.suspend.action") }).click();
  const dialog = page.getByRole("dialog", { name: t("ops.company.suspend.title", { company: company.name }) });
  await dialog.getByLabel(t("ops.company.suspend.reason")).fill("Unpaid invoices");
  await dialog.getByRole("button", { name: t("ops.company.suspend.confirm") }).click();
  await expectToast(page, t("ops.company.suspend.done", { company: company.name }));
  await expect(page.getByText(t("ops.company.statuses.suspended"), { exact: true })).toBeVisible();
  await expect(page.getByText("Unpaid invoices")).toBeVisible();

  // The audit trail has it, newest first.
  await page
    .getByRole("navigation", { name: t("app.nav.label") })
    .getByRole("link", { name: t("ops.nav.audit") })
    .click();
  const first = page
    .getByRole("table", { name: t("ops.audit.title") })
    .getByRole("row")
    .nth(1);
  await expect(first).toContainText(t("ops.audit.actions.company.suspend"));
  await expect(first).toContainText(company.name);

  // Behind the screen: the suspended company's request is refused.
  const proofId = await uploadProof(request, company.token);
  const body = topUpBody({ amount: 100, slip: `SLIP-S-${Date.now()}` }, proofId);
  const refused = await sendPost(request, "/fueling/api/top-up/add", body, company.token);
  expect(refused.status()).toBe(409);
  expect((await refused.json()).code).toBe("company_suspended");
});

/** A Saudi account per language, so the two runs side by side add different banks. */
const NEW_ACCOUNTS = {
  en: { code: "30", bank: "Arab National Bank", iban: "SA3430000000001234567890" },
  ar: { code: "15", bank: "Bank AlBilad", iban: "SA9215000000001234567890" },
} as const;

for (const lang of ["en", "ar"] as const) {
  test(`an admin adds a receiving account, then deactivates it after confirming (${lang})`, async ({
    page,
    request,
  }) => {
    const t = labels(lang);
    const account = NEW_ACCOUNTS[lang];
    const company = await createPayingCompany(request, lang);
    const country = t("ops.settings.accounts.countries.SA");
    await signInToConsole(page, lang, OPS_ADMIN);
    await page
      .getByRole("navigation", { name: t("app.nav.label") })
      .getByRole("link", { name: t("ops.nav.settings") })
      .click();

    const section = page.getByRole("region", { name: t("ops.settings.accounts.title") });
    await section.getByRole("button", { name: t("ops.settings.accounts.add") }).click();
    const dialog = page.getByRole("dialog", { name: t("ops.settings.accounts.add") });
    await dialog.getByRole("textbox", { name: t("fields.country") }).click();
    await page.getByRole("option", { name: country }).click();
    await dialog.getByRole("textbox", { name: t("ops.settings.accounts.bank") }).click();
    await page.getByRole("option", { name: account.bank }).click();
    await dialog.getByLabel(t("ops.settings.accounts.account_title")).fill("Pitlane Payments Co.");
    await dialog.getByLabel(t("ops.settings.accounts.iban")).fill(account.iban);
    await dialog.getByRole("button", { name: t("ops.settings.accounts.add") }).click();
    await expectToast(page, t("ops.settings.accounts.added", { bank: account.bank }));
    const row = section.getByRole("row").filter({ hasText: account.bank });
    await expect(row).toContainText(t("statuses.active"));
    expect(await companyBanks(request, company.token)).toContain(account.code);

    // Deactivating says what it does to the companies before anything changes.
    const names = { bank: account.bank, country };
    await row.getByRole("button", { name: t("ops.settings.accounts.deactivate.of", names) }).click();
    const confirm = page.getByRole("dialog", { name: t("ops.settings.accounts.deactivate.title", names) });
    await expect(confirm).toContainText(t("ops.settings.accounts.deactivate.text", names));
    await confirm.getByRole("button", { name: t("ops.settings.accounts.deactivate.confirm") }).click();
    await expectToast(page, t("ops.settings.accounts.deactivate.done", names));
    await expect(row).toContainText(t("statuses.inactive"));
    expect(await companyBanks(request, company.token)).not.toContain(account.code);
  });
}
