// A company with a year of fills for `npm run bench`: its vehicles, drivers (in branches and
// departments) and completed purchases loaded straight into the database with generate_series, so
// that reports and the dashboard are measured on a fleet of a thousand vehicles, not on the demo.
// The fills' holds are written and resolved (the purchases name them); their ledger transfers are
// not: the reports read purchases only, and the wallet's posted balance stays the sum of its entries.
import { signUpCompany } from "./bench-top-ups.mjs";
import { csrfOf, post } from "./bench-http.mjs";

export const REPORT_COMPANY = { email: "bench-reports@pitlane.test", password: "pitlane-bench" };
/** 250.00 a litre in hundredths of a minor unit; commission 1.5 % of the fuel, tax 15 % of the commission. */
const PRICE = 2_500_000;
/** Vehicles a statement loads: their fills for the whole year in one insert. */
const BATCH = 100;

/** Signs the bench company in: the headers its report requests carry. */
export async function reportCompanySession(base) {
  const { token } = await post(
    base,
    "/fueling/api/auth/login",
    { ...REPORT_COMPANY, remember_me: false },
    await csrfOf(base),
  );
  return { authorization: `Bearer ${token}` };
}

/**
 * Signs up the bench company through the API, then loads `vehicles` vehicles, each with its driver
 * (branches and departments taking turns) and a fill every `every` days over the `days` before now,
 * at one station. Answers the company's id, its zone and how many fills it has.
 */
export async function loadFleetYear(base, database, { vehicles, days, every = 2 }) {
  await signUpCompany(base, await csrfOf(base), {
    email: REPORT_COMPANY.email,
    name: "Bench Reports",
    password: REPORT_COMPANY.password,
  });
  const [company] = await database.query(
    "select id, country_id, state_id, city_id, time_zone from companies where email = $1",
    [REPORT_COMPANY.email],
  );
  const c = company.id;
  const [model] = await database.query(
    `select t.id as type_id, m.id as make_id, mo.id as model_id
     from vehicle_types t join vehicle_makes m on m.type_id = t.id join vehicle_models mo on mo.make_id = m.id
     order by t.code, m.name, mo.name limit 1`,
  );
  const [station] = await database.query(
    `insert into stations (name, brand, address, country_id, state_id, city_id, latitude, longitude, fuel_types)
     values ('Bench Reports Station', 'PSO', 'Shahrah-e-Faisal', $1, $2, $3, 24.86, 67.07, array['petrol', 'diesel'])
     returning id`,
    [company.country_id, company.state_id, company.city_id],
  );
  await database.query(
    `insert into org_units (company_id, kind, name)
     select $1, k, initcap(k) || ' ' || n from unnest(array['branch', 'department']) k, generate_series(1, 5) n`,
    [c],
  );
  await database.query(
    `insert into vehicles (company_id, car_id, vehicle_type_id, fleet_type, make_id, model_id, year, plate_no,
       chassis_no, fuel_type, consumption_rate, initial_odometer, current_odometer, primary_tank_limit, qr_token)
     select $1, 'BR-' || j, $2, 'owned', $3, $4, 2020, 'BRL-' || lpad(j::text, 5, '0'), 'BRC-' || j,
       case when j % 4 = 0 then 'diesel' else 'petrol' end, 1125, 10000, 10000 + ($5::int / $6::int) * (300 + j % 100),
       60, 'bench-reports-' || j
     from generate_series(0, $7::int - 1) j`,
    [c, model.type_id, model.make_id, model.model_id, days, every, vehicles],
  );
  await database.query(
    `with units as (select kind, array_agg(id order by name) as ids from org_units where company_id = $1 group by kind)
     insert into employees (company_id, name, employee_code, phone, branch_id, department_id)
     select $1, 'Driver ' || j, 'BR-' || j, '+923007654321',
       (select ids[1 + j % 5] from units where kind = 'branch'), (select ids[1 + j % 5] from units where kind = 'department')
     from generate_series(0, $2::int - 1) j`,
    [c, vehicles],
  );
  const [wallet] = await database.query(
    `insert into ledger_accounts (company_id, kind, subject, currency) values ($1, 'wallet', '', 'PKR')
     on conflict do nothing returning id`,
    [c],
  );
  const walletId =
    wallet?.id ??
    (await database.query("select id from ledger_accounts where company_id = $1 and kind = 'wallet'", [c]))[0].id;
  for (let from = 0; from < vehicles; from += BATCH) {
    await database.query(fillsOfVehicles, [
      c,
      walletId,
      station.id,
      from,
      Math.min(vehicles, from + BATCH) - 1,
      days,
      every,
      PRICE,
    ]);
  }
  await database.query("analyze purchases");
  const [{ n }] = await database.query(
    "select count(*)::int as n from purchases where company_id = $1 and status = 'completed'",
    [c],
  );
  return { companyId: c, zone: company.time_zone, fills: n };
}

/**
 * Vehicle j's fill k, k days × `every` after a year ago (at a minute of the day of its own): 30 to
 * 54 L, each (300 + j % 100) km after the last, its hold made and completed in full at once.
 */
const fillsOfVehicles = `
  with fills as (
    select v.id as vehicle_id, e.id as employee_id, v.fuel_type, j, k, gen_random_uuid() as hold_id,
      now() - make_interval(days => $6::int) + make_interval(days => k * $7::int, mins => (j * 37) % 1200) as at,
      (30000 + ((j * 7 + k * 13) % 25) * 1000)::bigint as ml,
      10000 + k * (300 + j % 100) as previous_odometer,
      300 + j % 100 as km
    from generate_series($4::int, $5::int) j
      cross join generate_series(0, $6::int / $7::int - 1) k
      join vehicles v on v.company_id = $1 and v.car_id = 'BR-' || j
      join employees e on e.company_id = $1 and e.employee_code = 'BR-' || j
  ),
  priced as (
    select *, ml * $8::bigint / 100000 as fuel, round(ml * $8::bigint / 100000 * 0.015)::bigint as commission
    from fills
  ),
  money as (select *, round(commission * 0.15)::bigint as tax from priced),
  holds as (
    insert into ledger_holds (id, company_id, account_id, amount, reference, created_at, expires_at)
    select hold_id, $1, $2, fuel + commission + tax, 'BR-' || j || '-' || k, at - interval '5 minutes',
      at + interval '25 minutes'
    from money
  ),
  resolved as (
    insert into ledger_hold_resolutions (company_id, hold_id, outcome, posted_amount, created_at)
    select $1, hold_id, 'completed', fuel + commission + tax, at from money
  )
  insert into purchases (company_id, reference, station_id, vehicle_id, employee_id, fuel_type, status, currency,
    unit_price, commission_bp, tax_bp, odometer, previous_odometer, requested_ml, authorised_ml, authorised_fuel,
    hold_id, hold_amount, expires_at, litres_ml, fuel_amount, commission_amount, tax_amount, created_at, resolved_at)
  select $1, 'BR-' || j || '-' || k, $3, vehicle_id, employee_id, fuel_type, 'completed', 'PKR', $8, 150, 1500,
    previous_odometer + km, previous_odometer, ml, ml, fuel, hold_id, fuel + commission + tax,
    at + interval '25 minutes', ml, fuel, commission, tax, at - interval '5 minutes', at
  from money`;
