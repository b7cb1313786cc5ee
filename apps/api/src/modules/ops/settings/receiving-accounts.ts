import {
  conflict,
  invalid,
  isIbanOfBank,
  notFound,
  type OpsReceivingAccountDto,
  type ReceivingAccountBody,
  type ReceivingAccountUpdateBody,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { isUniqueViolation } from "../../../db/pg-error.js";
import type { RequestContext } from "../../../platform/route.js";
import { recordAudit } from "../audit.js";
import { toReceivingAccountDto } from "./presenter.js";
import type { ReceivingAccountsRepo } from "./receiving-accounts-repo.js";
import type { SettingsRepo } from "./repo.js";

interface Deps {
  db: Db;
  settings: SettingsRepo;
  accounts: ReceivingAccountsRepo;
}

/** What the audit keeps of an account. */
const audited = ({ _id: _, bank_name: __, ...account }: OpsReceivingAccountDto) => account;

/**
 * The platform's accounts companies pay into: added per bank of a country, then edited or switched
 * off, never deleted (past top-ups name their bank). Each change waits on the settings lock, as the
 * tax table's do, and is audited in its own transaction.
 */
export function createReceivingAccountsService({ db, settings, accounts }: Deps) {
  return {
    /** The country has one account per bank: another at the same bank answers 409. */
    async add(ctx: RequestContext, body: ReceivingAccountBody): Promise<OpsReceivingAccountDto> {
      try {
        return await db.transaction(async (tx) => {
          await settings.lock(tx);
          const row = await accounts.add(tx, {
            countryCode: body.country_code,
            bankCode: body.bank_code,
            accountTitle: body.account_title,
            iban: body.iban,
            createdBy: ctx.userId,
          });
          const after = toReceivingAccountDto(row);
          await recordAudit(tx, ctx, {
            action: "receiving_account.add",
            targetType: "receiving_account",
            targetId: row.id,
            after: audited(after),
          });
          return after;
        });
      } catch (error) {
        if (isUniqueViolation(error, "receiving_accounts_country_bank_uq")) {
          throw conflict("receiving_account_taken", { field: "bank_code" });
        }
        throw error;
      }
    },

    /** Title, IBAN (still of the account's bank) and active; a pending top-up to a switched-off account can still be decided. */
    update(ctx: RequestContext, id: string, body: ReceivingAccountUpdateBody): Promise<OpsReceivingAccountDto> {
      return db.transaction(async (tx) => {
        await settings.lock(tx);
        const row = await accounts.get(tx, id);
        if (!row) throw notFound("receiving_account_not_found");
        if (!isIbanOfBank(body.iban, row.bankCode)) throw invalid("iban", "iban_other_bank");
        const before = toReceivingAccountDto(row);
        const after = toReceivingAccountDto(
          await accounts.update(tx, id, { accountTitle: body.account_title, iban: body.iban, active: body.active }),
        );
        await recordAudit(tx, ctx, {
          action: "receiving_account.edit",
          targetType: "receiving_account",
          targetId: id,
          before: audited(before),
          after: audited(after),
        });
        return after;
      });
    },
  };
}
export type ReceivingAccountsService = ReturnType<typeof createReceivingAccountsService>;
