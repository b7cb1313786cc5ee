import { randomInt } from "node:crypto";
import {
  MAX_TPIN_SLIPS,
  notFound,
  type TpinGenerateBody,
  type TpinGenerateResult,
  type TpinSlipDto,
} from "@pitlane/domain";
import type { Db } from "../../../db/client.js";
import { isUniqueViolation } from "../../../db/pg-error.js";
import type { PinHasher } from "../../../platform/pin-hash.js";
import type { RequestContext } from "../../../platform/route.js";
import type { TpinRepo } from "./tpin-repo.js";

/** Six digits, the longest a T-PIN may be: a million choices, the hardest to guess at the pump. */
const TPIN_DIGITS = 6;
const TPIN_CHOICES = 10 ** TPIN_DIGITS;
/** A T-PIN saved elsewhere at the same moment can take one of ours: the index refuses it and we start again. */
const ATTEMPTS = 3;

/** A random T-PIN that `isTaken` does not refuse: a million choices leave plenty free for any company. */
export function drawTpin(isTaken: (tpin: string) => boolean, draw = () => randomInt(TPIN_CHOICES)): string {
  for (;;) {
    const tpin = String(draw()).padStart(TPIN_DIGITS, "0");
    if (!isTaken(tpin)) return tpin;
  }
}

interface Deps {
  db: Db;
  tpins: TpinRepo;
  pins: PinHasher;
}

/**
 * New random T-PINs for many drivers at once (spec 001's T-PINs, decision 0012): each differs from
 * every T-PIN of the company and from each other, only their keyed hashes are stored, all in one
 * transaction, and the T-PINs themselves are answered this once, for the slips.
 */
export function createTpinSlips({ db, tpins, pins }: Deps) {
  async function generateOnce(ctx: RequestContext, body: TpinGenerateBody): Promise<TpinSlipDto[]> {
    return db.transaction(async (tx) => {
      const ids = body.employee_ids ?? [];
      const chosen = body.without_tpin
        ? await tpins.lockWithoutTpin(ctx.tenantId, MAX_TPIN_SLIPS, tx)
        : await tpins.lockChosen(ctx.tenantId, ids, tx);
      // Another company's employee (or none at all) is not found, as everywhere.
      if (!body.without_tpin && chosen.length !== ids.length) throw notFound("employee_not_found");
      const taken = await tpins.hashesOf(ctx.tenantId, tx);
      const slips = chosen.map((employee) => {
        const tpin = drawTpin((candidate) => taken.has(pins.hash(ctx.tenantId, candidate)));
        const hash = pins.hash(ctx.tenantId, tpin);
        taken.add(hash);
        const slip = { _id: employee.id, name: employee.name, employee_id: employee.code ?? "", tpin };
        return { id: employee.id, hash, slip };
      });
      await tpins.setHashes(ctx.tenantId, slips, tx);
      return slips.map(({ slip }) => slip);
    });
  }

  return async function generateTpins(ctx: RequestContext, body: TpinGenerateBody): Promise<TpinGenerateResult> {
    for (let attempt = 1; ; attempt++) {
      try {
        const slips = await generateOnce(ctx, body);
        return { slips, remaining: await tpins.countWithoutTpin(ctx.tenantId) };
      } catch (error) {
        if (!isUniqueViolation(error, "employees_company_tpin_uq") || attempt >= ATTEMPTS) throw error;
      }
    }
  };
}

export type GenerateTpins = ReturnType<typeof createTpinSlips>;
