import fs from "node:fs";
import { expect, type Locator, type Page, type TestInfo } from "@playwright/test";

import { openFromFleetNav } from "./fleet-record-steps";
import type { Labels } from "./labels";
import { expectToast } from "./toasts";

/** A real 1×1 PNG (signature, IHDR, IDAT, IEND): the smallest proof of payment there is. */
const TINY_PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f00050001ff56c72f0d0000000049454e44ae426082",
  "hex",
);

/** What one run sends: a Saudi company pays into Al Rajhi Bank. */
export interface TopUp {
  bank: string;
  iban: string;
  amount: number;
  /** How the screens write the amount: "SAR 1,500.00". */
  shown: string;
  slip: string;
}

/** A figure card of the balance, by its name: the card holds the amount. */
const figure = (scope: Page | Locator, t: Labels, key: string) =>
  scope.getByRole("heading", { name: t(`fleet.balance.figures.${key}`), exact: true }).locator("..");

/** A figure's amount on the balance screen: "PKR 1,720,000.00". */
export const balanceAmount = (page: Page, t: Labels, key: "posted" | "on_hold" | "available") =>
  figure(page, t, key).locator("bdi");

export const historyTable = (page: Page, t: Labels) =>
  page.getByRole("table", { name: t("fleet.balance.history.title") });

/** A fresh company's balance is nothing yet, and its history is empty. */
export async function seeEmptyBalance(page: Page, t: Labels) {
  await openFromFleetNav(page, t, "balance", /\/fleet\/balance$/);
  await expect(page.getByRole("heading", { name: t("fleet.balance.title"), level: 1 })).toBeVisible();
  await expect(figure(page, t, "available")).toContainText("SAR 0.00");
  await expect(figure(page, t, "pending")).toContainText("SAR 0.00");
  await expect(page.getByText(t("fleet.balance.history.empty"))).toBeVisible();
}

/**
 * Add balance: sent with nothing chosen it asks for the bank and the image in spec 001's words
 * (before any call); then a bank, the amount, the slip and a proof image, read back and sent.
 */
export async function sendTopUp(page: Page, t: Labels, topUp: TopUp) {
  await page.getByRole("button", { name: t("fleet.balance.add.open") }).click();
  const dialog = page.getByRole("dialog", { name: t("fleet.balance.add.title") });
  await expect(dialog.getByText(t("fleet.balance.add.intro"))).toBeVisible();
  const account = dialog.getByRole("radio", { name: new RegExp(topUp.bank) });
  await expect(account).toContainText(topUp.iban);

  await dialog.getByLabel(t("fleet.balance.add.amount", { currency: "SAR" })).fill(String(topUp.amount));
  await dialog.getByLabel(t("fleet.balance.add.slip")).fill(topUp.slip);
  await dialog.getByRole("button", { name: t("fleet.balance.add.submit") }).click();
  await expect(dialog.getByText(t("refusals.bank_first"))).toBeVisible();
  await expect(dialog.getByText(t("refusals.image_required"))).toBeVisible();

  await account.click();
  await expect(dialog.getByText(t("refusals.bank_first"))).toBeHidden();
  await dialog
    .getByLabel(t("fleet.balance.add.proof.label"), { exact: true })
    .setInputFiles({ name: "slip.png", mimeType: "image/png", buffer: TINY_PNG });
  await expect(dialog.getByRole("img", { name: t("fleet.balance.add.proof.preview_alt") })).toHaveAttribute(
    "src",
    /^blob:/,
  );
  await dialog.getByRole("button", { name: t("fleet.balance.add.submit") }).click();

  // Read back before it is sent: a request cannot be changed afterwards.
  const confirm = page.getByRole("dialog", { name: t("fleet.balance.add.confirm_title") });
  await expect(confirm).toContainText(topUp.shown);
  await expect(confirm).toContainText(topUp.slip);
  await confirm.getByRole("button", { name: t("fleet.balance.add.confirm") }).click();
  await expectToast(page, t("fleet.balance.add.toast"));
  await expect(dialog).toBeHidden();
}

/** The request waits with its 24 hours counting down, and the balance counts it as on its way. */
export async function seePendingTopUp(page: Page, t: Labels, topUp: TopUp) {
  const row = historyTable(page, t).getByRole("row").filter({ hasText: topUp.slip });
  await expect(row).toContainText(topUp.shown);
  await expect(row).toContainText(topUp.bank);
  await expect(row).toContainText(t("top_up.statuses.pending"));
  await expect(row).toContainText(t("top_up.time_left.hours", { count: 23 }));
  await expect(row).toContainText(t("fleet.balance.decision.waiting"));
  await expect(figure(page, t, "pending")).toContainText(topUp.shown);
  await expect(figure(page, t, "available")).toContainText("SAR 0.00");

  // The proof, fetched with the session.
  const slip = `\u2068${topUp.slip}\u2069`;
  await row.getByRole("button", { name: t("top_up.proof.view", { slip }) }).click();
  const title = t("top_up.proof.title", { slip });
  const viewer = page.getByRole("dialog", { name: title });
  await expect(viewer.getByRole("img", { name: title })).toHaveAttribute("src", /^blob:/);
  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();

  // The approved tab has nothing yet; the pending one has the request.
  await page.getByRole("tab", { name: t("top_up.statuses.approved") }).click();
  await expect(page.getByText(t("fleet.balance.history.empty_filtered"))).toBeVisible();
  await page.getByRole("tab", { name: t("top_up.statuses.pending") }).click();
  await expect(page).toHaveURL(/status=pending/);
  await expect(historyTable(page, t).getByRole("row").filter({ hasText: topUp.slip })).toBeVisible();
}

/** The CSV holds the history the tabs and search select. */
export async function exportHistory(page: Page, t: Labels, topUp: TopUp, testInfo: TestInfo) {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: t("fleet.balance.history.export") }).click();
  const saved = testInfo.outputPath("top-ups.csv");
  await (await download).saveAs(saved);
  const csv = fs.readFileSync(saved, "utf8");
  expect(csv).toContain(topUp.slip);
  expect(csv).toContain("pending");
}

/** An alert level above the available balance: the dashboard warns, with the way to the balance. */
export async function setLowBalanceAlert(page: Page, t: Labels, level: number) {
  const section = page.getByRole("region", { name: t("fleet.balance.threshold.title") });
  await expect(section.getByText(t("fleet.balance.threshold.none"))).toBeVisible();
  await section.getByLabel(t("fleet.balance.threshold.field", { currency: "SAR" })).fill(String(level));
  await section.getByRole("button", { name: t("fleet.balance.threshold.save") }).click();
  await expectToast(page, t("fleet.balance.threshold.saved"));
  await expect(page.getByRole("alert").filter({ hasText: t("fleet.balance.low.title") })).toBeVisible();

  await openFromFleetNav(page, t, "dashboard", /\/fleet\/dashboard$/);
  const panel = page.getByRole("region", { name: t("fleet.dashboard.balance.title"), exact: true });
  await expect(panel.getByRole("alert").filter({ hasText: t("fleet.balance.low.title") })).toBeVisible();
  await expect(figure(panel, t, "available")).toContainText("SAR 0.00");
  await panel.getByRole("link", { name: t("fleet.dashboard.balance.open") }).click();
  await expect(page).toHaveURL(/\/fleet\/balance$/);
}
