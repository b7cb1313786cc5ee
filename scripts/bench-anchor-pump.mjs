// What the anchor's pump routes ask the database, by hand: a purchase authorised and completed as the
// station API does it (station/routes.ts and callers.ts, fleet/purchase/authorise.ts and settle.ts,
// fleet/ledger/ledger.ts and idempotency.ts), every check and every row the same, in as few statements
// as raw SQL allows. Kept beside those files: when they change what they check or write, this follows.
import { Buffer } from "node:buffer";
import { createHash, createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { lockAccounts, settleHold } from "./bench-anchor-ledger.mjs";
import { Refusal, SCALE, amountsOf, answerOf, flagsOf, numberOr } from "./bench-anchor-purchase.mjs";

// Who asks (callers.ts, one indexed read per request) and what they name, in one statement.
const CALLER = (lookup) => `select t.id as terminal_id, s.id as station_id, s.country_id, s.fuel_types,
    s.status = 'active' as active, l.tenant_id as company_id, l.row_id
  from station_terminals t join stations s on s.id = t.station_id
    left join tenant_lookups l on ${lookup}
  where t.key_hash = $1 and t.revoked_at is null`;
const CALLER_BY_QR = CALLER("l.kind = 'vehicle_qr_token' and l.key = $2");
const CALLER_BY_REFERENCE = CALLER("l.kind = 'purchase_reference' and l.key = s.id || ':' || $2");

async function callerOf(database, statement, request, named) {
  const hash = createHash("sha256")
    .update(String(request.terminalKey ?? ""))
    .digest("hex");
  const [caller] = await database.query(statement, [hash, named]);
  if (!caller) throw new Refusal(401, "terminal_key_invalid");
  if (!caller.active) throw new Refusal(403, "station_inactive");
  if (!caller.company_id) throw new Refusal(404, "not_found");
  return caller;
}

/** The key's claim (decision 0037) and the request's fingerprint, as idempotency.ts takes them. */
const keyOf = (caller, request) => ({
  scope: `station:${caller.terminal_id}`,
  key: request.idempotencyKey,
  fingerprint: createHash("sha256")
    .update(`POST ${request.path}\n${JSON.stringify(request.body ?? null)}`)
    .digest("base64url"),
});
const KEY_ANSWER = (n) =>
  `update idempotency_keys set status_code = 200, body = $${n} where company_id = $1 and scope = $${n + 1} and key = $${n + 2}`;

/**
 * The vehicle and its driver now, locked in that order, with what the checks read that no purchase
 * changes: the company, the rule, the station's price (its own, else the country's), the commission
 * and the tax in force, the factor of safety, the wallet, the hold's expiry, the company's day.
 */
const LOCK_VEHICLE_AND_DRIVER = `select v.status as vehicle_status, v.fuel_type, v.secondary_fuel_type, v.current_odometer,
    v.primary_tank_limit, v.secondary_tank_limit, v.rule_id as vehicle_rule_id, c.currency, c.suspended_at,
    d.id as employee_id, d.status as employee_status, d.tpin_hash,
    r.id as rule_id, r.active as rule_active, r.fuel_type as rule_fuel, r.mode, r.fuel_limit_litres, r.amount_limit,
    r.fuelings_per_day, r.next_limit, r.next_limit_from::text, r.ends_on::text,
    r.fueling_days ? trim(to_char(now() at time zone c.time_zone, 'FMDay')) as is_fueling_day,
    (now() at time zone c.time_zone)::date::text as today,
    date_trunc('day', now() at time zone c.time_zone) at time zone c.time_zone as day_start,
    greatest(r.usage_since, date_trunc(case r.cycle when 'daily' then 'day' when 'weekly' then 'week' else 'month' end,
      now() at time zone c.time_zone) at time zone c.time_zone) as window_start,
    pr.price, pr.currency as price_currency, coalesce(cr.rate_bp, 150) as commission_bp, coalesce(tr.rate_bp, 0) as tax_bp,
    coalesce(v.safety_factor_bp, sf.factor_bp, 0) as factor_bp, w.id as wallet_id,
    now() + make_interval(mins => coalesce(ps.hold_expiry_minutes, 30)) as expires_at, now() as now
  from vehicles v
    join companies c on c.id = v.company_id
    join lateral (select a.employee_id from vehicle_assignments a
      where a.company_id = v.company_id and a.vehicle_id = v.id and a.starts_at <= now()
        and coalesce(a.unassigned_at, a.ends_at) > now()
      order by a.starts_at desc limit 1) a on true
    join employees d on d.company_id = v.company_id and d.id = a.employee_id
    left join fuel_rules r on r.company_id = v.company_id and r.id = coalesce(v.rule_id, d.rule_id)
    left join lateral (select p.price, p.currency from fuel_prices p
      where (p.station_id = $3 or (p.station_id is null and p.country_id = $4)) and p.fuel_type = $5
        and p.effective_at <= now()
      order by p.station_id is null, p.effective_at desc limit 1) pr on true
    left join lateral (select rate_bp from commission_rates
      where company_id = v.company_id and effective_from <= (now() at time zone c.time_zone)::date
      order by effective_from desc limit 1) cr on true
    left join lateral (select rate_bp from tax_rates
      where country_id = c.country_id and (state_id = c.state_id or state_id is null)
        and effective_from <= (now() at time zone c.time_zone)::date
      order by state_id is null, effective_from desc limit 1) tr on true
    left join safety_factors sf on sf.company_id = v.company_id and sf.vehicle_type_id = v.vehicle_type_id
    left join ledger_accounts w on w.company_id = v.company_id and w.kind = 'wallet' and w.subject = ''
    left join platform_settings ps on ps.id = 1
  where v.company_id = $1 and v.id = $2
  for update of v, d`;

/**
 * Read once both are locked: the driver's wrong T-PINs today, the company's holds past their time, and
 * the rule's subject's fuelings today and litres and fuel amount in its window (held and completed).
 */
const USAGE = (subject) => `select
    coalesce((select failures from tpin_failures where company_id = $1 and employee_id = $3 and day = $4::date), 0)
      as tpin_failures,
    (select count(*) from purchases where company_id = $1 and status = 'held' and expires_at <= now())::int as lapsed,
    (count(*) filter (where created_at >= $5::timestamptz))::int as fuelings_today,
    coalesce(sum(coalesce(litres_ml, authorised_ml)) filter (where created_at >= $6::timestamptz), 0)::bigint as ml,
    coalesce(sum(coalesce(fuel_amount, authorised_fuel)) filter (where created_at >= $6::timestamptz), 0)::bigint as amount
  from purchases where company_id = $1 and ${subject} = $2 and created_at >= least($5::timestamptz, $6::timestamptz)
    and (status = 'completed' or (status = 'held' and expires_at > now()))`;

/** The company's holds past their time released, their purchases expired (expiry.ts), in one statement. */
const RELEASE_LAPSED = `with due as (select hold_id from purchases
      where company_id = $1 and status = 'held' and expires_at <= now() for update skip locked),
    res as (insert into ledger_hold_resolutions (company_id, hold_id, outcome, posted_amount)
      select $1, hold_id, 'expired', 0 from due on conflict do nothing returning hold_id),
    acc as (update ledger_accounts a set pending_debits = a.pending_debits - h.held
      from (select account_id, sum(amount) as held from ledger_holds
        where company_id = $1 and id in (select hold_id from res) group by account_id) h
      where a.company_id = $1 and a.id = h.account_id)
  update purchases set status = 'expired', resolved_at = now() where company_id = $1 and hold_id in (select hold_id from due)`;

const PURCHASE_COLUMNS = `id, company_id, reference, station_id, terminal_id, vehicle_id, employee_id, rule_id, rule_subject,
  fuel_type, currency, unit_price, commission_bp, tax_bp, odometer, previous_odometer, requested_ml, requested_amount,
  status, decline_reason, authorised_ml, authorised_fuel, hold_id, hold_amount, expires_at, created_at`;
const BASE_VALUES = "$2, $1, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18";

/** The hold on the wallet (guarded), the vehicle's new reading, the purchase and the key's answer. */
const HOLD_AND_PURCHASE = `with w as (update ledger_accounts set pending_debits = pending_debits + $19
      where company_id = $1 and id = $20 and posted - (pending_debits + $19) >= 0 returning id),
    h as (insert into ledger_holds (company_id, account_id, amount, reference, expires_at)
      select $1, id, $19, $3, $21 from w returning id),
    v as (update vehicles set current_odometer = $15 where company_id = $1 and id = $6 and exists (select 1 from h)),
    p as (insert into purchases (${PURCHASE_COLUMNS})
      select ${BASE_VALUES}, 'held', null, $22, $23, h.id, $19, $21, now() from h returning id),
    k as (${KEY_ANSWER(24)} and exists (select 1 from p))
  select id from p`;
/** A declined purchase with its reason, and the key's answer. */
const DECLINED = `with p as (insert into purchases (${PURCHASE_COLUMNS})
      values (${BASE_VALUES}, 'declined', $19, null, null, null, null, null, now()) returning id)
  ${KEY_ANSWER(20)}`;
const COUNT_TPIN_FAILURE = `insert into tpin_failures (company_id, employee_id, day, failures) values ($1, $2, $3, 1)
  on conflict (company_id, employee_id, day) do update set failures = tpin_failures.failures + 1`;

/** The checks of authorise.ts in its order, on what the two reads gave: a decline reason, or the approval. */
async function decide(tx, ids, body, row, pinSecret, facts) {
  if (row.suspended_at) return "company_suspended";
  if (row.vehicle_status !== "active") return "vehicle_inactive";
  if (row.employee_status !== "active") return "driver_not_assigned";
  facts.employee_id = row.employee_id;
  const subject = row.vehicle_rule_id ? "vehicle_id" : "employee_id";
  const [usage] = await tx(USAGE(subject), [
    ids.companyId,
    subject === "vehicle_id" ? ids.vehicleId : row.employee_id,
    row.employee_id,
    row.today,
    row.day_start,
    row.window_start,
  ]);
  if (usage.lapsed > 0) await tx(RELEASE_LAPSED, [ids.companyId]);
  if (usage.tpin_failures >= 3) return "pin_locked";
  const hash = createHmac("sha256", pinSecret).update(`${ids.companyId}:${body.tpin}`).digest("base64url");
  if (
    !row.tpin_hash ||
    hash.length !== row.tpin_hash.length ||
    !timingSafeEqual(Buffer.from(hash), Buffer.from(row.tpin_hash))
  ) {
    await tx(COUNT_TPIN_FAILURE, [ids.companyId, row.employee_id, row.today]);
    return "pin_invalid";
  }
  const price = ids.sells.includes(body.fuel_type) ? numberOr(row.price) : null;
  if (price === null || row.price_currency !== row.currency) return "price_unavailable";
  facts.unit_price = price;
  const fuels = [row.fuel_type, row.secondary_fuel_type];
  const ended = row.ends_on !== null && row.today >= row.ends_on;
  if (!row.rule_id || !row.rule_active || ended || row.rule_fuel !== body.fuel_type || !fuels.includes(body.fuel_type))
    return "product_not_allowed";
  Object.assign(facts, { rule_id: row.rule_id, rule_subject: subject === "vehicle_id" ? "vehicle" : "employee" });
  if (!row.is_fueling_day) return "day_not_allowed";
  if (usage.fuelings_today >= row.fuelings_per_day) return "limit_count_day";
  if (body.odometer < row.current_odometer) return "odometer_below_last";
  if (row.current_odometer > 0 && body.odometer * 2 > row.current_odometer * 5) return "odometer_jump_too_large";
  const ml = facts.requested_ml ?? Math.floor((facts.requested_amount * SCALE) / price);
  if (ml <= 0) throw new Refusal(400, "amount");
  const amounts = amountsOf(ml, price, row.commission_bp, row.tax_bp);
  Object.assign(facts, { commission_bp: row.commission_bp, tax_bp: row.tax_bp, ml, amounts });
  const recurring = row.mode === "recurring";
  const limit =
    row.next_limit !== null && row.next_limit_from !== null && row.today >= row.next_limit_from
      ? Number(row.next_limit)
      : Number((recurring ? row.fuel_limit_litres : row.amount_limit) ?? 0);
  if (recurring && Number(usage.ml) + ml > limit * 1000) return "limit_litres_cycle";
  if (!recurring && Number(usage.amount) + amounts.fuel > limit) return "limit_amount_cycle";
  const tank =
    (body.fuel_type !== row.fuel_type && row.secondary_tank_limit !== null
      ? row.secondary_tank_limit
      : row.primary_tank_limit) * 1000;
  if (ml * 10_000 > tank * (10_000 + row.factor_bp)) return "tank_capacity_exceeded";
  return null;
}

/**
 * POST /station/api/purchases/authorise: the caller and the vehicle by its QR token; then in one
 * transaction the key and the reference claimed, the vehicle and driver locked, the usage read, the
 * checks, and the hold with the purchase, or the decline, each with the key's answer.
 */
export async function authorise(database, pinSecret, request) {
  const body = request.body;
  const caller = await callerOf(database, CALLER_BY_QR, request, body.vehicle);
  const ids = { companyId: caller.company_id, vehicleId: caller.row_id, sells: caller.fuel_types };
  const key = keyOf(caller, request);
  const id = randomUUID();
  return database.transaction(async (tx) => {
    const [claimed] = await tx(
      `with k as (insert into idempotency_keys (company_id, scope, key, fingerprint) values ($1, $2, $3, $4)
          on conflict do nothing returning 1),
        r as (insert into tenant_lookups (kind, key, tenant_id, row_id) values ('purchase_reference', $5, $1, $6)
          on conflict do nothing returning 1)
      select exists (select 1 from k) as key_claimed, exists (select 1 from r) as reference_claimed`,
      [ids.companyId, key.scope, key.key, key.fingerprint, `${caller.station_id}:${body.reference}`, id],
    );
    if (!claimed.key_claimed) throw new Refusal(409, "replayed_key: the anchor keeps no replays");
    if (!claimed.reference_claimed) throw new Refusal(409, "purchase_reference_taken");
    const [row] = await tx(LOCK_VEHICLE_AND_DRIVER, [
      ids.companyId,
      ids.vehicleId,
      caller.station_id,
      caller.country_id,
      body.fuel_type,
    ]);
    if (!row) throw new Refusal(409, "no driver assigned: the bench always assigns one");
    const facts = {
      requested_ml: body.litres === undefined ? null : Math.round(body.litres * 1000),
      requested_amount: body.amount === undefined ? null : Math.round(body.amount * 100),
    };
    const reason = await decide(tx, ids, body, row, pinSecret, facts);
    const p = {
      reference: body.reference,
      fuel_type: body.fuel_type,
      currency: row.currency,
      unit_price: facts.unit_price ?? null,
      authorised_ml: null,
      authorised_fuel: null,
      expires_at: null,
      litres_ml: null,
      fuel_amount: null,
      odometer_photo_id: null,
      pump_photo_id: null,
      created_at: row.now,
    };
    const base = [
      ids.companyId,
      id,
      body.reference,
      caller.station_id,
      caller.terminal_id,
      ids.vehicleId,
      facts.employee_id ?? null,
      facts.rule_id ?? null,
      facts.rule_subject ?? null,
      body.fuel_type,
      row.currency,
      p.unit_price,
      facts.commission_bp ?? null,
      facts.tax_bp ?? null,
      body.odometer,
      row.current_odometer,
      facts.requested_ml,
      facts.requested_amount,
    ];
    if (reason === null) {
      const held = { ...p, status: "held", decline_reason: null, authorised_ml: facts.ml };
      Object.assign(held, { authorised_fuel: facts.amounts.fuel, expires_at: row.expires_at });
      const answer = answerOf(held);
      const total = facts.amounts.total;
      const [made] = await tx(HOLD_AND_PURCHASE, [
        ...base,
        total,
        row.wallet_id,
        row.expires_at,
        facts.ml,
        facts.amounts.fuel,
        answer,
        key.scope,
        key.key,
      ]);
      if (made) return answer;
    }
    const answer = answerOf({ ...p, status: "declined", decline_reason: reason ?? "insufficient_funds" });
    await tx(DECLINED, [...base, reason ?? "insufficient_funds", answer, key.scope, key.key]);
    return answer;
  });
}

/** The purchase, locked (settle.ts lockedHeld), with its hold, its vehicle and the vehicle's last completed fill. */
const LOCKED_PURCHASE = `select p.reference, p.status, p.expires_at, p.station_id, p.currency, p.fuel_type, p.unit_price,
    p.commission_bp, p.tax_bp, p.odometer, p.authorised_ml, p.authorised_fuel, p.hold_id, p.odometer_photo_id,
    p.pump_photo_id, p.created_at, h.account_id as wallet_id, h.amount as held, v.fuel_type as vehicle_fuel,
    v.primary_tank_limit, v.secondary_tank_limit, v.consumption_rate, last.odometer as last_odometer,
    last.resolved_at as last_at, now() as now
  from purchases p
    join ledger_holds h on h.company_id = p.company_id and h.id = p.hold_id
    join vehicles v on v.company_id = p.company_id and v.id = p.vehicle_id
    left join lateral (select q.odometer, q.resolved_at from purchases q
      where q.company_id = p.company_id and q.vehicle_id = p.vehicle_id and q.status = 'completed'
      order by q.created_at desc limit 1) last on true
  where p.company_id = $1 and p.id = $2
  for update of p`;

/** The purchase completed and the key's answer, as CTEs of the settlement (numbered from $n). */
const completed = (purchaseId, ml, amounts, flags, answer, key) => (n) => ({
  ctes: `,
      pu as (update purchases set status = 'completed', litres_ml = $${n}, fuel_amount = $${n + 1},
          commission_amount = $${n + 2}, tax_amount = $${n + 3}, flags = $${n + 4}, resolved_at = now()
        where company_id = $1 and id = $${n + 5} and exists (select 1 from res) returning id),
      k as (update idempotency_keys set status_code = 200, body = $${n + 6}
        where company_id = $1 and scope = $${n + 7} and key = $${n + 8} and exists (select 1 from pu))`,
  params: [ml, amounts.fuel, amounts.commission, amounts.tax, flags, purchaseId, answer, key.scope, key.key],
});

/**
 * POST /station/api/purchases/:reference/complete: the caller and the purchase by the station's
 * reference; then in one transaction the key claimed, the purchase locked with what its completion
 * reads, the accounts made or found and locked in the order of their ids, and the hold settled with
 * the purchase completed and the key's answer.
 */
export async function complete(database, request) {
  const caller = await callerOf(database, CALLER_BY_REFERENCE, request, request.reference);
  const companyId = caller.company_id;
  const key = keyOf(caller, request);
  const ml = Math.round(request.body.litres * 1000);
  return database.transaction(async (tx) => {
    const [claimed] = await tx(
      `insert into idempotency_keys (company_id, scope, key, fingerprint) values ($1, $2, $3, $4)
       on conflict do nothing returning key`,
      [companyId, key.scope, key.key, key.fingerprint],
    );
    if (!claimed) throw new Refusal(409, "replayed_key: the anchor keeps no replays");
    const [row] = await tx(LOCKED_PURCHASE, [companyId, caller.row_id]);
    if (!row || row.status !== "held" || row.expires_at <= row.now) throw new Refusal(409, "purchase_resolved");
    if (ml > Number(row.authorised_ml)) throw new Refusal(400, "litres_above_authorised");
    const price = Number(row.unit_price);
    const amounts = amountsOf(ml, price, row.commission_bp, row.tax_bp);
    const accounts = await lockAccounts(tx, companyId, [row.wallet_id], {
      stationId: row.station_id,
      currency: row.currency,
    });
    const tankLitres =
      row.fuel_type !== row.vehicle_fuel && row.secondary_tank_limit !== null
        ? row.secondary_tank_limit
        : row.primary_tank_limit;
    const last = row.last_at
      ? { odometer: row.last_odometer, minutesAgo: (row.now.getTime() - row.last_at.getTime()) / 60_000 }
      : null;
    const flags = flagsOf({ ml, tankMl: tankLitres * 1000, rate: row.consumption_rate, odometer: row.odometer, last });
    const answer = answerOf({
      ...row,
      unit_price: price,
      authorised_ml: Number(row.authorised_ml),
      authorised_fuel: Number(row.authorised_fuel),
      status: "completed",
      decline_reason: null,
      litres_ml: ml,
      fuel_amount: amounts.fuel,
    });
    const lines = [
      { kind: "fuel", credit: accounts.station_payable, amount: amounts.fuel },
      { kind: "commission", credit: accounts.commission_revenue, amount: amounts.commission },
      { kind: "tax", credit: accounts.tax_payable, amount: amounts.tax },
    ].filter((line) => line.amount > 0);
    const hold = { companyId, holdId: row.hold_id, walletId: row.wallet_id, held: Number(row.held) };
    const more = completed(caller.row_id, ml, amounts, flags, answer, key);
    if (!(await settleHold(tx, hold, lines, more))) throw new Refusal(409, "hold_resolved");
    return answer;
  });
}
