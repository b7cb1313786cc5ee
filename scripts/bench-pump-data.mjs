// The purchases at the pump of `npm run bench`: companies ready to buy fuel, loaded straight into the
// database (signing up a thousand companies and adding their fleets through the API takes minutes and
// is not what is measured), each funded by an approved top-up as the ledger's invariants want it.
import { Buffer } from "node:buffer";
import { createHash, createHmac, randomBytes } from "node:crypto";

/** Each company's wallet: 10 billion PKR in minor units, more than any run spends. */
const FUNDS = 1_000_000_000_000;
/** 250.00 a litre, in hundredths of a minor unit, as the tests' stations sell. */
export const PUMP_PRICE = 2_500_000;
const EVERY_DAY = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** As the app hashes a T-PIN (platform/pin-hash.ts): HMAC-SHA256 of the company and the T-PIN. */
const tpinHashOf = (secret, companyId, tpin) =>
  createHmac("sha256", Buffer.from(secret, "utf8")).update(`${companyId}:${tpin}`).digest("base64url");
/** A driver's T-PIN, unique within the company: 1000, 1001 ... */
const tpinOf = (j) => String(1000 + j);

/** `count` stations in Pakistan, each with a terminal of its own key and a petrol price of its own. */
async function stationsWithTerminals(database, place, count) {
  const stations = await database.query(
    `insert into stations (name, brand, address, country_id, state_id, city_id, latitude, longitude, fuel_types)
     select 'Bench Pump Station ' || s, 'PSO', 'Shahrah-e-Faisal', $1, $2, $3, 24.86, 67.07,
       array['petrol', 'hi_octane', 'diesel']
     from generate_series(0, $4::int - 1) s order by s returning id`,
    [place.country_id, place.state_id, place.city_id, count],
  );
  // As the console makes a key (ops/station/terminal-key.ts): 32 random bytes, kept as a SHA-256 hash.
  const keys = stations.map(() => `pt_${randomBytes(32).toString("base64url")}`);
  const terminals = await database.query(
    `insert into station_terminals (station_id, name, key_hash)
     select s, 'Counter 1', h from unnest($1::uuid[], $2::text[]) as t(s, h) returning id, station_id`,
    [stations.map((s) => s.id), keys.map((key) => createHash("sha256").update(key).digest("hex"))],
  );
  await database.query(
    `insert into fuel_prices (country_id, station_id, fuel_type, currency, price, effective_at)
     select $1, s, 'petrol', 'PKR', $3, now() - interval '1 day' from unnest($2::uuid[]) s`,
    [place.country_id, stations.map((s) => s.id), PUMP_PRICE],
  );
  return stations.map((s, i) => ({
    id: s.id,
    terminalId: terminals.find((t) => t.station_id === s.id).id,
    key: keys[i],
  }));
}

/**
 * `sizes[n]` is company n's number of vehicles: "Bench Pump n", each vehicle with its driver assigned
 * from an hour ago for a week, a T-PIN of their own, and the company's petrol rule on the driver
 * allowing every day, a million fuelings a day and a hundred million litres a week.
 */
async function companiesWithDrivers(database, place, model, sizes, pinSecret) {
  const companies = await database.query(
    `insert into companies (merchant_id, company_name, company_type, email, phone, address, country_id, state_id,
       city_id, industry, company_size, fleet_size, monthly_usage, monthly_usage_unit, contact_role, experience,
       bank_code, iban, account_title, authorised_person, ntn, strn, currency, time_zone)
     select 'PL-BP' || lpad(n::text, 6, '0'), 'Bench Pump ' || n, 'private_limited', 'bench-pump-' || n || '@pitlane.test',
       '+923001234567', '1 Depot Road', $1, $2, $3, 'logistics', '11_50', 40, 8000, 'litres', 'fleet_manager', 'some',
       'SCBL', 'PK36SCBL0000001123456702', 'Bench Pump', 'Bench Admin', '1234567-8', '12-34-5678-901-23', 'PKR',
       'Asia/Karachi'
     from generate_series(0, $4::int - 1) n order by n returning id, merchant_id`,
    [place.country_id, place.state_id, place.city_id, sizes.length],
  );
  const ids = companies.map((c) => c.id);
  await database.query(
    `insert into tenant_lookups (kind, key, tenant_id, row_id)
     select 'merchant_id', m, c, c from unnest($1::uuid[], $2::text[]) as t(c, m)`,
    [ids, companies.map((c) => c.merchant_id)],
  );
  const rules = await database.query(
    `insert into fuel_rules (company_id, name, fuel_type, mode, cycle, fuel_limit_litres, fuelings_per_day, fueling_days)
     select c, 'Bench pump', 'petrol', 'recurring', 'weekly', 100000000, 1000000, $2::jsonb from unnest($1::uuid[]) c
     returning id, company_id`,
    [ids, JSON.stringify(EVERY_DAY)],
  );
  const ruleOf = new Map(rules.map((r) => [r.company_id, r.id]));
  const seats = ids.flatMap((id, n) => Array.from({ length: sizes[n] }, (_, j) => ({ id, n, j })));
  const column = (f) => seats.map(f);
  const vehicles = await database.query(
    `insert into vehicles (company_id, car_id, vehicle_type_id, fleet_type, make_id, model_id, year, plate_no,
       chassis_no, fuel_type, consumption_rate, initial_odometer, current_odometer, primary_tank_limit, qr_token)
     select c, 'BP-' || j, $4, 'owned', $5, $6, 2020, 'BPL-' || j, 'BPC-' || j, 'petrol', 1125, 10000, 40000, 50,
       'bench-pump-' || n || '-' || j
     from unnest($1::uuid[], $2::int[], $3::int[]) as t(c, n, j)
     returning id, company_id, qr_token, current_odometer`,
    [column((s) => s.id), column((s) => s.n), column((s) => s.j), model.type_id, model.make_id, model.model_id],
  );
  await database.query(
    `insert into tenant_lookups (kind, key, tenant_id, row_id)
     select 'vehicle_qr_token', qr_token, company_id, id from vehicles where qr_token like 'bench-pump-%'`,
  );
  await database.query(
    `insert into employees (company_id, name, employee_code, phone, rule_id, tpin_hash)
     select c, 'Driver ' || j, 'BP-' || j, '+923007654321', r, h
     from unnest($1::uuid[], $2::int[], $3::uuid[], $4::text[]) as t(c, j, r, h)`,
    [
      column((s) => s.id),
      column((s) => s.j),
      column((s) => ruleOf.get(s.id)),
      column((s) => tpinHashOf(pinSecret, s.id, tpinOf(s.j))),
    ],
  );
  // Vehicle j of a company is driven by its driver j (the same code), from an hour ago for a week.
  await database.query(
    `insert into vehicle_assignments (company_id, vehicle_id, employee_id, starts_at, ends_at, start_odometer)
     select v.company_id, v.id, e.id, now() - interval '1 hour', now() + interval '7 days', v.current_odometer
     from vehicles v join employees e on e.company_id = v.company_id and e.employee_code = v.car_id
     where v.qr_token like 'bench-pump-%'`,
  );
  const byQr = new Map(vehicles.map((v) => [v.qr_token, v]));
  return companies.map((c, n) => ({
    id: c.id,
    vehicles: Array.from({ length: sizes[n] }, (_, j) => {
      const vehicle = byQr.get(`bench-pump-${n}-${j}`);
      return { qr: vehicle.qr_token, tpin: tpinOf(j), odometer: vehicle.current_odometer };
    }),
  }));
}

/**
 * Funds every company as an approved top-up does (a transfer from the platform's bank clearing to
 * the wallet, the top-up naming it), and makes the accounts a purchase posts to: each station's
 * payable, commission revenue and tax payable. Answers each company's account ids.
 */
async function fund(database, companyIds, stationIds) {
  await database.query(
    `with c as (select unnest($1::uuid[]) as id),
       proof as (insert into fleet_uploads (company_id, mime, size, storage_name)
         select id, 'image/png', 1, 'bench-pump-proof.png' from c returning id, company_id),
       wallet as (insert into ledger_accounts (company_id, kind, subject, currency, posted)
         select id, 'wallet', '', 'PKR', $2 from c returning id, company_id),
       clearing as (insert into ledger_accounts (company_id, kind, subject, currency, posted)
         select id, 'bank_clearing', '', 'PKR', -$2::bigint from c returning id, company_id),
       transfer as (insert into ledger_transfers (company_id, group_id, kind, debit_account_id, credit_account_id, amount)
         select w.company_id, gen_random_uuid(), 'top_up', k.id, w.id, $2
         from wallet w join clearing k using (company_id) returning id, company_id)
     insert into top_ups (company_id, bank_code, amount, currency, slip_number, proof_upload_id, status, decided_at,
       transfer_id)
     select t.company_id, 'HABB', $2, 'PKR', 'BENCH-PUMP', p.id, 'approved', now(), t.id
     from transfer t join proof p using (company_id)`,
    [companyIds, FUNDS],
  );
  await database.query(
    `insert into ledger_accounts (company_id, kind, subject, currency)
     select c, k, s, 'PKR' from unnest($1::uuid[]) c,
       (select 'commission_revenue' as k, '' as s union all select 'tax_payable', ''
        union all select 'station_payable', unnest($2::text[])) kinds`,
    [companyIds, stationIds],
  );
  const accounts = await database.query(
    "select company_id, id, kind, subject from ledger_accounts where company_id = any($1::uuid[])",
    [companyIds],
  );
  const of = new Map(companyIds.map((id) => [id, { payables: {} }]));
  for (const a of accounts) {
    const mine = of.get(a.company_id);
    if (a.kind === "station_payable") mine.payables[a.subject] = a.id;
    else mine[a.kind] = a.id;
  }
  return of;
}

/**
 * Loads the pump's data: `spread` companies of `perCompany` vehicles each and one busy company of
 * `busy` vehicles, `stations` stations. Answers the stations (with their keys), the spread companies
 * and the busy one, each with its vehicles (QR token, T-PIN, reading) and ledger accounts.
 */
export async function loadPump(database, { spread, perCompany, busy, stations: stationCount, pinSecret }) {
  // Karachi, Sindh, as the top-up line's companies: the province taxes the commission (15 %), so a
  // completion posts the three lines a purchase has, fuel, commission and tax.
  const [place] = await database.query(
    `select co.id as country_id, s.id as state_id, ci.id as city_id
     from countries co join states s on s.country_id = co.id join cities ci on ci.state_id = s.id
     where co.iso2 = 'PK' and s.code = 'SD' order by ci.name = 'Karachi' desc, ci.name limit 1`,
  );
  const [model] = await database.query(
    `select t.id as type_id, m.id as make_id, mo.id as model_id
     from vehicle_types t join vehicle_makes m on m.type_id = t.id join vehicle_models mo on mo.make_id = m.id
     order by t.code, m.name, mo.name limit 1`,
  );
  const stations = await stationsWithTerminals(database, place, stationCount);
  const sizes = [...Array.from({ length: spread }, () => perCompany), busy];
  const companies = await companiesWithDrivers(database, place, model, sizes, pinSecret);
  const accounts = await fund(
    database,
    companies.map((c) => c.id),
    stations.map((s) => s.id),
  );
  const withAccounts = companies.map((c) => ({ ...c, accounts: accounts.get(c.id) }));
  return { stations, companies: withAccounts.slice(0, spread), busy: withAccounts[spread] };
}
