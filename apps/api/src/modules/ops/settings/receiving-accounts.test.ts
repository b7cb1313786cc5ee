import { opsEndpoints as endpoints, opsTopUpEndpoints, topUpEndpoints } from "@pitlane/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { opsAudit, receivingAccounts } from "../../../db/schema/index.js";
import { useTestApp } from "../../../test/app.js";
import { createCompany, type TestCompany } from "../../../test/factories/fleet.js";
import { checkLedgerAfterEach } from "../../../test/factories/ledger.js";
import { createOpsUser, idempotencyKey } from "../../../test/factories/ops.js";
import { createUpload } from "../../../test/factories/upload.js";
import { invalidEnvelope, notFoundEnvelope, opsRefusals, refusalsOf } from "../../../test/refusals.js";

const t = useTestApp();
checkLedgerAfterEach(t);

/** A Pakistani IBAN of the bank with its check digits (ISO 13616), so each test has an account of its own. */
function ibanOf(bankCode: string, account: string) {
  const bban = `${bankCode}${account.padStart(16, "0")}`;
  const digits = [...`${bban}PK00`].map((char) => (/\d/.test(char) ? char : String(char.charCodeAt(0) - 55))).join("");
  const remainder = [...digits].reduce((rest, digit) => (rest * 10 + Number(digit)) % 97, 0);
  return `PK${String(98 - remainder).padStart(2, "0")}${bban}`;
}

const accountBody = (bank_code: string, overrides: Record<string, unknown> = {}) => ({
  country_code: "PK",
  bank_code,
  account_title: "Pitlane Payments (Pvt) Ltd",
  iban: ibanOf(bank_code, "1111222233"),
  ...overrides,
});

const rowsOf = (bankCode: string) =>
  t.db.select().from(receivingAccounts).where(eq(receivingAccounts.bankCode, bankCode));

const auditOf = (id: string) => t.db.select().from(opsAudit).where(eq(opsAudit.targetId, id));

async function added(token: string, bankCode: string) {
  const res = await t.api.call(endpoints.addReceivingAccount, { token, body: accountBody(bankCode) });
  expect(res.status).toBe(200);
  return res.body.result!;
}

const formBanks = async (company: TestCompany) =>
  (await t.api.call(topUpEndpoints.accounts, { token: company.token })).body.result!.map((a) => a.bank_code);

const topUp = async (company: TestCompany, bank_code: string) =>
  t.api.call(topUpEndpoints.create, {
    token: company.token,
    body: { bank_code, amount: 5_000, slip_number: "RA-1", proof_id: await createUpload(t, company.token, "fleet") },
  });

describe("POST /ops/api/settings/receiving-accounts", () => {
  opsRefusals.itRefusesWithoutSession(t, endpoints.addReceivingAccount, () => ({ body: accountBody("ASCM") }));

  it("answers 400 naming the field for a bank of another country, a bad IBAN or one of another bank, adding nothing", async () => {
    const admin = await createOpsUser(t);
    const refuse = refusalsOf(
      t,
      endpoints.addReceivingAccount,
      { token: admin.token },
      (overrides: Record<string, unknown>) => accountBody("BAHL", overrides),
    );
    await refuse({ bank_code: "80", iban: "SA3430000000001234567890" }, "bank_code: Please Select Correct Bank");
    await refuse({ bank_code: "" }, "bank_code: Please select bank first");
    await refuse({ iban: "PK00BAHL0000001111222233" }, "iban: Please add valid 24 digit IBAN");
    await refuse({ iban: ibanOf("SCBL", "1123456702") }, "bank_code: Please Select Correct Bank");
    await refuse({ account_title: " " }, "account_title: is required");
    await refuse({ account_title: "x".repeat(81) }, "account_title: is too long");
    await refuse({ country_code: "AE" }, "country_code: is not one of the choices");
    await refuse({ country_code: "" }, "country_code: is required");
    expect(await rowsOf("BAHL")).toEqual([]);
    expect(await rowsOf("80")).toHaveLength(1);
  });

  it("answers 403 to a reviewer, adding nothing", async () => {
    const reviewer = await createOpsUser(t, "reviewer");
    const res = await t.api.call(endpoints.addReceivingAccount, { token: reviewer.token, body: accountBody("BKIP") });
    expect(res.status).toBe(403);
    expect(await rowsOf("BKIP")).toEqual([]);
  });

  it("adds an account the companies of its country are offered at once, and audits it", async () => {
    const admin = await createOpsUser(t);
    const company = await createCompany(t);
    const account = await added(admin.token, "ALFH");
    expect(account).toEqual({
      _id: expect.any(String),
      country: "PK",
      bank_code: "ALFH",
      bank_name: "Bank Alfalah",
      account_title: "Pitlane Payments (Pvt) Ltd",
      iban: "PK43ALFH0000001111222233",
      active: true,
    });
    const settings = (await t.api.call(endpoints.settings, { token: admin.token })).body.result!;
    expect(settings.receiving_accounts).toContainEqual(account);
    expect(await formBanks(company)).toEqual(["ALFH", "HABB", "MUCB", "MEZN"]);
    expect(await auditOf(account._id)).toEqual([
      expect.objectContaining({
        actorName: admin.name,
        action: "receiving_account.add",
        targetType: "receiving_account",
        before: null,
        after: {
          country: "PK",
          bank_code: "ALFH",
          account_title: "Pitlane Payments (Pvt) Ltd",
          iban: "PK43ALFH0000001111222233",
          active: true,
        },
      }),
    ]);
  });

  it("answers 409 receiving_account_taken on bank_code when the country has an account at that bank already", async () => {
    const admin = await createOpsUser(t);
    const res = await t.api.call(endpoints.addReceivingAccount, { token: admin.token, body: accountBody("HABB") });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "receiving_account_taken", field: "bank_code" });
    expect(await rowsOf("HABB")).toEqual([expect.objectContaining({ iban: "PK44HABB0000001234567801" })]);
  });
});

describe("PUT /ops/api/settings/receiving-accounts/:id", () => {
  const update = (token: string, id: string, body: unknown) =>
    t.api.call(endpoints.updateReceivingAccount, { token, params: { id }, body });
  const change = { account_title: "Pitlane Payments", iban: ibanOf("JSBL", "77"), active: true };

  opsRefusals.itRefusesWithoutSession(t, endpoints.updateReceivingAccount, () => ({
    params: { id: crypto.randomUUID() },
    body: change,
  }));

  it("answers 404 for an unknown account and 400 for an IBAN of another bank, changing nothing", async () => {
    const admin = await createOpsUser(t);
    const account = await added(admin.token, "JSBL");
    expect((await update(admin.token, crypto.randomUUID(), change)).body).toEqual(
      notFoundEnvelope("Receiving account"),
    );
    const other = await update(admin.token, account._id, { ...change, iban: ibanOf("SONE", "77") });
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ code: "iban_other_bank", field: "iban" });
    const bad = await update(admin.token, account._id, { ...change, iban: "PK00JSBL0000000000000077" });
    expect(bad.body).toEqual(invalidEnvelope("iban: Please add valid 24 digit IBAN"));
    expect(await rowsOf("JSBL")).toEqual([expect.objectContaining({ accountTitle: account.account_title })]);
  });

  it("answers 403 to a reviewer, changing nothing", async () => {
    const admin = await createOpsUser(t);
    const reviewer = await createOpsUser(t, "reviewer");
    const account = await added(admin.token, "FAYS");
    const res = await update(reviewer.token, account._id, { ...change, iban: account.iban, active: false });
    expect(res.status).toBe(403);
    expect(await rowsOf("FAYS")).toEqual([expect.objectContaining({ active: true })]);
  });

  it("edits the title and IBAN, switches the account off (gone from the form, refused bank_wrong) and on, auditing each", async () => {
    const admin = await createOpsUser(t);
    const company = await createCompany(t);
    const account = await added(admin.token, "NBPA");
    const edited = await update(admin.token, account._id, {
      account_title: "  Pitlane Pakistan  ",
      iban: ibanOf("NBPA", "42").replace(/(.{4})/g, "$1 "),
      active: true,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.result).toEqual({
      ...account,
      account_title: "Pitlane Pakistan",
      iban: ibanOf("NBPA", "42"),
    });
    const off = await update(admin.token, account._id, {
      account_title: "Pitlane Pakistan",
      iban: ibanOf("NBPA", "42"),
      active: false,
    });
    expect(off.body.result!.active).toBe(false);
    expect(await formBanks(company)).not.toContain("NBPA");
    const refused = await topUp(company, "NBPA");
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(invalidEnvelope("bank_code: Please Select Correct Bank"));
    const settings = (await t.api.call(endpoints.settings, { token: admin.token })).body.result!;
    expect(settings.receiving_accounts).toContainEqual(off.body.result);

    await update(admin.token, account._id, {
      account_title: "Pitlane Pakistan",
      iban: ibanOf("NBPA", "42"),
      active: true,
    });
    expect(await formBanks(company)).toContain("NBPA");
    const trail = await auditOf(account._id);
    expect(trail.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: "receiving_account.add", before: null, after: expect.objectContaining({ active: true }) },
      {
        action: "receiving_account.edit",
        before: expect.objectContaining({ account_title: "Pitlane Payments (Pvt) Ltd", iban: account.iban }),
        after: expect.objectContaining({ account_title: "Pitlane Pakistan", iban: ibanOf("NBPA", "42") }),
      },
      {
        action: "receiving_account.edit",
        before: expect.objectContaining({ active: true }),
        after: expect.objectContaining({ active: false }),
      },
      {
        action: "receiving_account.edit",
        before: expect.objectContaining({ active: false }),
        after: expect.objectContaining({ active: true }),
      },
    ]);
  });

  it("still approves a top-up sent to an account switched off since", async () => {
    const admin = await createOpsUser(t);
    const company = await createCompany(t);
    const account = await added(admin.token, "UNIL");
    const sent = await topUp(company, "UNIL");
    expect(sent.status).toBe(200);
    await update(admin.token, account._id, { account_title: account.account_title, iban: account.iban, active: false });
    const approved = await t.api.call(opsTopUpEndpoints.approve, {
      token: admin.token,
      params: { companyId: company.companyId, id: sent.body.result!._id },
      headers: { "idempotency-key": idempotencyKey() },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.result).toMatchObject({ status: "approved", bank_name: "United Bank Limited (UBL)" });
    const balance = await t.api.call(topUpEndpoints.balance, { token: company.token });
    expect(balance.body.result!.posted).toBe(5_000);
  });
});
