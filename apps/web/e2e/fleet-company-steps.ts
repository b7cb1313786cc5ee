import { expect, type Page } from "@playwright/test";
import type { Labels } from "./labels";

/** What onboarding recorded of a company's bank and taxes, as the journeys entered it. */
export interface BankAndTax {
  bank: string;
  person: string;
  /** IBAN, NTN, STRN: read left to right inside Arabic text. */
  numbers: string[];
}

/** The company settings show the admin the bank and tax details: only such a role reads them. */
export async function readCompanyProfile(page: Page, t: Labels, expected: BankAndTax) {
  await page.goto("/fleet/settings/company");
  const bank = page.getByRole("region", { name: t("fleet.settings.company.bank_title") });
  await expect(bank.getByText(expected.bank)).toBeVisible();
  await expect(bank.getByText(expected.person)).toBeVisible();
  for (const value of expected.numbers) {
    await expect(bank.locator("bdi[dir=ltr]", { hasText: value })).toBeVisible();
  }
}
