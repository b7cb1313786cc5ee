// What the anchor's report route asks the database, by hand: the consumption report by vehicle as
// apps/api/src/modules/fleet/report/consumption-repo.ts reads it (the fills of the range grouped by
// vehicle over purchases_completed_idx, the groups named, the range's totals as a window), presented
// as the app presents it. When the repo changes what it reads, this follows.

const sums = (p) => `count(*) as fuelings, coalesce(sum(${p}litres_ml), 0) as ml,
  coalesce(sum(${p}fuel_amount), 0) as fuel,
  coalesce(sum(${p}fuel_amount + coalesce(${p}commission_amount, 0) + coalesce(${p}tax_amount, 0)), 0) as paid,
  coalesce(sum(${p}odometer - ${p}previous_odometer), 0) as km,
  coalesce(sum(${p}litres_ml) filter (where ${p}previous_odometer is not null), 0) as ml_with_km,
  coalesce(sum(${p}fuel_amount + coalesce(${p}commission_amount, 0) + coalesce(${p}tax_amount, 0))
    filter (where ${p}previous_odometer is not null), 0) as paid_with_km`;
const KEYS = ["fuelings", "ml", "fuel", "paid", "km", "ml_with_km", "paid_with_km"];

export const consumptionByVehicle = `
  with fills as (
    select vehicle_id as key, ${sums("")}
    from purchases
    where company_id = $1 and status = 'completed' and resolved_at >= $2 and resolved_at < $3
    group by vehicle_id
  )
  select f.*, v.plate_no as name, v.car_id as detail, count(*) over () as groups,
    ${KEYS.map((k) => `coalesce(sum(f.${k}) over (), 0) as total_${k}`).join(", ")}
  from fills f left join vehicles v on v.company_id = $1 and v.id = f.key
  order by f.ml desc, v.plate_no asc nulls last, f.key asc nulls last
  limit $4 offset $5`;

const per100 = (ml, km) => (km > 0 ? Math.round((ml * 10) / km) / 100 : null);
const perKm = (minor, km) => (km > 0 ? Math.round(minor / km) / 100 : null);

/** Sums as the app's presenter shows them (report/presenter.ts toFillFigures). */
function figures(row, prefix = "") {
  const n = (k) => Number(row[prefix + k]);
  return {
    fuelings: n("fuelings"),
    litres: n("ml") / 1000,
    fuel_amount: n("fuel") / 100,
    total_amount: n("paid") / 100,
    km: n("km"),
    litres_per_100_km: per100(n("ml_with_km"), n("km")),
    cost_per_km: perKm(n("paid_with_km"), n("km")),
  };
}

/** The report's answer from its rows, as the app's service builds it. */
export function toConsumptionAnswer(rows, q) {
  const first = rows[0];
  const zero = Object.fromEntries(KEYS.map((k) => [`total_${k}`, 0]));
  return {
    from: q.from,
    to: q.to,
    currency: "PKR",
    items: rows.map((r) => ({ _id: r.key, name: r.name, detail: r.detail, ...figures(r) })),
    total: first ? Number(first.groups) : 0,
    total_capped: false,
    page: Number(q.page ?? 1),
    limit: Number(q.limit ?? 10),
    totals: figures(first ?? zero, "total_"),
    by: "vehicle",
  };
}

// The dashboard's consumption by month (apps/api/src/modules/fleet/dashboard/fuel-repo.ts byMonth):
// the fills of twelve months in one range of purchases_completed_idx, each put in its month by the
// months' first instants ($4), presented as the app's trend.
export const fillsByMonth = `
  select width_bucket(resolved_at, $4::timestamptz[]) as bucket, count(*) as fills,
    coalesce(sum(litres_ml), 0) as ml,
    coalesce(sum(fuel_amount + coalesce(commission_amount, 0) + coalesce(tax_amount, 0)), 0) as paid
  from purchases
  where company_id = $1 and status = 'completed' and resolved_at >= $2 and resolved_at < $3
  group by 1`;

/** The trend's answer: each month ("2026-10") with its fills, litres and amount, as the app's presenter. */
export function toTrendAnswer(months, rows) {
  return {
    months: months.map((month, index) => {
      const row = rows.find((r) => Number(r.bucket) === index + 1);
      return {
        month,
        fills: Number(row?.fills ?? 0),
        litres: Number(row?.ml ?? 0) / 1000,
        amount: Number(row?.paid ?? 0) / 100,
      };
    }),
  };
}
