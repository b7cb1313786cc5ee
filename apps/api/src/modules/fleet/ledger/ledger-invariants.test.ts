import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/app.js";
import { createCompany } from "../../../test/factories/fleet.js";
import { breachedBy, fund } from "../../../test/factories/ledger.js";
import { topUpMadeAt } from "../../../test/factories/statement.js";
import { companyMonthClose } from "../../../fleet-document-modules.js";
import { accountOf, hold } from "./ledger.js";
import { ledgerBreaches } from "./ledger-invariants.js";

// The checker finds what breaks the ledger: each breach below is made by hand, behind the ledger
// module's back (as a bad migration or a manual fix would), and then undone.
const t = useTestApp();

describe("the ledger's invariant checks", () => {
  it("find nothing wrong in a ledger only the ledger wrote, and each breach made by hand", async () => {
    const { companyId } = await createCompany(t);
    await fund(t.db, companyId, 500_00);
    const wallet = await t.db.transaction((tx) => accountOf(tx, companyId, "wallet", "PKR"));
    const held = await t.db.transaction((tx) =>
      hold(tx, companyId, wallet, 100_00, "p-1", new Date(Date.now() + 60_000)),
    );
    expect(await ledgerBreaches(t.db)).toEqual([]);

    const posted = await breachedBy(
      t.db,
      sql`update ledger_accounts set posted = posted + 1 where id = ${wallet}`,
      sql`update ledger_accounts set posted = posted - 1 where id = ${wallet}`,
    );
    expect(posted.some((breach) => breach.startsWith("1."))).toBe(true);
    expect(posted.some((breach) => breach.startsWith("2.") && breach.includes(wallet))).toBe(true);

    // Checked company by company, the breach is this company's alone.
    const other = await createCompany(t);
    await t.db.execute(sql`update ledger_accounts set posted = posted + 1 where id = ${wallet}`);
    expect(await ledgerBreaches(t.db, other.companyId)).toEqual([]);
    expect((await ledgerBreaches(t.db, companyId)).length).toBeGreaterThan(0);
    await t.db.execute(sql`update ledger_accounts set posted = posted - 1 where id = ${wallet}`);

    const pending = await breachedBy(
      t.db,
      sql`update ledger_accounts set pending_debits = pending_debits - 1 where id = ${wallet}`,
      sql`update ledger_accounts set pending_debits = pending_debits + 1 where id = ${wallet}`,
    );
    expect(pending).toEqual([expect.stringMatching(/^2\..*pending 9999, its open holds 10000/)]);

    const resolved = await breachedBy(
      t.db,
      sql`insert into ledger_hold_resolutions (company_id, hold_id, outcome, posted_amount) values (${companyId}, ${held!.id}, 'voided', 5)`,
      sql`delete from ledger_hold_resolutions where hold_id = ${held!.id}`,
    );
    expect(resolved.filter((breach) => breach.startsWith("4."))).toHaveLength(1);

    const unanswered = await breachedBy(
      t.db,
      sql`insert into idempotency_keys (company_id, scope, key, fingerprint) values (${companyId}, 'ops:x', 'k', 'f')`,
      sql`delete from idempotency_keys where key = 'k'`,
    );
    expect(unanswered).toEqual([expect.stringMatching(/^5\..*ops:x\/k.*has no answer/)]);
    expect(await ledgerBreaches(t.db)).toEqual([]);
  });

  it("find a statement that no longer opens with the last one's closing or ties to the wallet", async () => {
    const { companyId } = await createCompany(t);
    // Seventy days ago: at least two months of the company have ended since.
    await topUpMadeAt(t.db, companyId, await fund(t.db, companyId, 2_000_00), new Date(Date.now() - 70 * 86_400_000));
    await companyMonthClose(t.db).closeDue(companyId);
    expect(await ledgerBreaches(t.db)).toEqual([]);

    const second = sql`company_id = ${companyId} and number = 2`;
    const shifted = await breachedBy(
      t.db,
      sql`update fleet_statements set opening = opening + 1, closing = closing + 1 where ${second}`,
      sql`update fleet_statements set opening = opening - 1, closing = closing - 1 where ${second}`,
    );
    expect(shifted).toEqual([
      expect.stringMatching(/^8\..*statement 2 .* opens 200001 after a closing of 200000/),
      expect.stringMatching(/^8\..*statement 2 .* closes 200001, the wallet 200000/),
    ]);
    const renumbered = await breachedBy(
      t.db,
      sql`update fleet_statements set number = 9 where ${second}`,
      sql`update fleet_statements set number = 2 where company_id = ${companyId} and number = 9`,
    );
    expect(renumbered.some((breach) => /^8\..*statement 9 .* is number 9 where 2 is due/.test(breach))).toBe(true);
    expect(await ledgerBreaches(t.db)).toEqual([]);
  });
});
