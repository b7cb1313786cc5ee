import { randomUUID } from "node:crypto";
import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { historyTable } from "./fleet-balance-steps";
import { openFromFleetNav } from "./fleet-record-steps";
import { createCompanyThroughApi, type Lang, openFleetLogin, signInToFleet } from "./fleet-steps";
import { labels, type Labels } from "./labels";
import { apiPost, expectDirection } from "./support";

/** The demo's console users (seeded with the demo data). */
export const OPS_ADMIN = { email: "ops@pitlane.test", password: "pitlane-demo" } as const;
export const OPS_REVIEWER = { email: "reviewer@pitlane.test", password: "pitlane-demo" } as const;

/** A real 1×1 PNG: the proof of payment a company sends (checked by its bytes, so it must be one). */
const PROOF_PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f00050001ff56c72f0d0000000049454e44ae426082",
  "hex",
);

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function xsrfOf(request: APIRequestContext): Promise<string> {
  await request.get("/health");
  const { cookies } = await request.storageState();
  return cookies.find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
}

/** A fresh company of Riyadh (SAR), signed up through the API, with the name the journey searches for. */
export async function createPayingCompany(request: APIRequestContext, lang: Lang) {
  const name = `${lang === "ar" ? "شركة الدفع" : "Payfirst Haulage"} ${randomUUID().slice(0, 6)}`;
  return { name, ...(await createCompanyThroughApi(request, name)) };
}

/** The company's image of its bank slip, uploaded as its balance page does; its id comes back. */
export async function uploadProof(request: APIRequestContext, token: string): Promise<string> {
  const upload = await request.post("/fueling/api/upload/image", {
    headers: { ...bearer(token), "x-xsrf-token": await xsrfOf(request) },
    multipart: { file: { name: "slip.png", mimeType: "image/png", buffer: PROOF_PNG } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  return String((await upload.json()).result._id);
}

/** The company asks for a top-up into the Saudi receiving bank, as its balance page does. */
export const topUpBody = (top: { amount: number; slip: string }, proofId: string) => ({
  bank_code: "80",
  amount: top.amount,
  slip_number: top.slip,
  proof_id: proofId,
});

export async function requestTopUpThroughApi(
  request: APIRequestContext,
  token: string,
  top: { amount: number; slip: string },
) {
  const body = topUpBody(top, await uploadProof(request, token));
  const { result } = await apiPost(request, "/fueling/api/top-up/add", body, token);
  return String(result._id);
}

/** What the company reads about its money through its own API (its balance page is another screen's). */
export async function companyMoney(request: APIRequestContext, token: string) {
  const balance = await request.get("/fueling/api/balance", { headers: bearer(token) });
  expect(balance.status(), await balance.text()).toBe(200);
  const history = await request.get("/fueling/api/top-up/list?status=all&limit=50", { headers: bearer(token) });
  expect(history.status(), await history.text()).toBe(200);
  return {
    available: Number((await balance.json()).result.available),
    topUps: (await history.json()).result.items as { slip_number: string; status: string; reason: string | null }[],
  };
}

/** The banks the company's top-up form offers, by code. */
export async function companyBanks(request: APIRequestContext, token: string): Promise<string[]> {
  const res = await request.get("/fueling/api/top-up/accounts", { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()).result as { bank_code: string }[]).map((account) => account.bank_code);
}

/** The console user's name, as the decided rows name them. */
export async function opsUserName(request: APIRequestContext, user: { email: string; password: string }) {
  const { result } = await apiPost(request, "/ops/api/auth/login", user);
  return String(result.user.name);
}

/** `/ops/login` in the journey's language, signed in as `user`; the console opens on its queue. */
export async function signInToConsole(page: Page, lang: Lang, user: { email: string; password: string }) {
  const t = labels(lang);
  await page.goto("/ops/login");
  if (lang === "ar") await page.getByRole("button", { name: labels("en")("app.language.switch_label") }).click();
  await expectDirection(page, lang === "ar" ? "rtl" : "ltr", lang);
  await expect(page.getByRole("heading", { name: t("ops.auth.title") })).toBeVisible();
  await page.getByLabel(t("fields.email")).fill(user.email);
  await page.getByLabel(t("fields.password"), { exact: true }).fill(user.password);
  await page.getByRole("button", { name: t("ops.auth.submit") }).click();
  await expect(page).toHaveURL(/\/ops\/top-ups$/);
}

/** The queue's row of a request, found by its slip number through the search. */
export async function findInQueue(page: Page, t: Labels, slip: string, tab: "pending" | "approved" | "rejected") {
  await page.getByRole("tab", { name: t(`top_up.statuses.${tab}`) }).click();
  await page.getByRole("searchbox", { name: t("list.search") }).fill(slip);
  const row = page
    .getByRole("table", { name: t("ops.top_up.title") })
    .getByRole("row")
    .filter({ hasText: slip });
  await expect(row).toHaveCount(1);
  return row;
}

/** Opens the proof of the row's request and checks the image really shows (decoded, not a broken icon). */
export async function viewProof(page: Page, t: Labels, slip: string) {
  const row = await findInQueue(page, t, slip, "pending");
  const isolated = `\u2068${slip}\u2069`;
  await row.getByRole("button", { name: t("top_up.proof.view", { slip: isolated }) }).click();
  const title = t("top_up.proof.title", { slip: isolated });
  const dialog = page.getByRole("dialog", { name: title });
  const image = dialog.getByRole("img", { name: title });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

/**
 * The company's own balance page, signed in at the portal: the approved amount is available, and
 * the rejected request shows its reason.
 */
export async function companySeesDecisions(
  page: Page,
  lang: Lang,
  company: { email: string; password: string },
  seen: { available: string; rejectedSlip: string; reason: string },
) {
  const t = labels(lang);
  await openFleetLogin(page, lang);
  await signInToFleet(page, t, company, /\/fleet\/dashboard$/);
  await openFromFleetNav(page, t, "balance", /\/fleet\/balance$/);
  const available = page
    .getByRole("heading", { name: t("fleet.balance.figures.available"), exact: true })
    .locator("..");
  await expect(available).toContainText(seen.available);
  const rejected = historyTable(page, t).getByRole("row").filter({ hasText: seen.rejectedSlip });
  await expect(rejected).toContainText(t("top_up.statuses.rejected"));
  await expect(rejected).toContainText(seen.reason);
}

/**
 * An admin opens Disputes in the console, finds the company's dispute under Open with its note and
 * what it charged, and refunds it with a note (an empty note refused on the spot); the dispute then
 * shows under Decided, refunded, with that note.
 */
export async function refundInConsole(
  browser: Browser,
  t: Labels,
  dispute: { reference: string; company: string; note: string; total: string },
  decision: string,
) {
  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await desk.newPage();
  await signInToConsole(page, "en", OPS_ADMIN);
  await page
    .getByRole("navigation", { name: t("app.nav.label") })
    .getByRole("link", { name: t("ops.dispute.nav") })
    .click();
  await expect(page).toHaveURL(/\/ops\/disputes$/);
  const disputes = page.getByRole("table", { name: t("ops.dispute.title") });
  const row = disputes.getByRole("row").filter({ hasText: dispute.reference });
  for (const text of [dispute.company, dispute.note, dispute.total]) await expect(row).toContainText(text);

  await row.getByRole("button", { name: t("ops.dispute.refund.action") }).click();
  const dialog = page.getByRole("dialog", { name: t("ops.dispute.refund.title") });
  await expect(dialog).toContainText(dispute.total);
  const noteBox = dialog.getByRole("textbox", { name: t("ops.dispute.note") });
  await dialog.getByRole("button", { name: t("ops.dispute.refund.confirm") }).click();
  await expect(noteBox).toHaveAttribute("aria-invalid", "true");
  await noteBox.fill(decision);
  await dialog.getByRole("button", { name: t("ops.dispute.refund.confirm") }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);

  await page.getByRole("tab", { name: t("ops.dispute.tabs.decided") }).click();
  const decided = disputes.getByRole("row").filter({ hasText: dispute.reference });
  await expect(decided).toContainText(t("ops.dispute.outcomes.refunded"));
  await expect(decided).toContainText(decision);
  await desk.close();
}
