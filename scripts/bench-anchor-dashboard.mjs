// What the anchor's shop dashboard route asks the database, by hand: the figures of
// GET /customer/api/order/dashboard-analytics (apps/api/src/modules/shop/dashboard/, decision 0055)
// for the whole shop, its sales read one of two ways: from the daily rollup, as the app reads them,
// or from the invoices, payments and orders themselves through the best index each could have
// (scripts/bench-shop-data.mjs SOURCE_INDEXES), the way a dashboard without a rollup would. The rest
// (appointments, team, clients, recent orders, low stock) is read as the app reads it. When the
// app's dashboard changes what it reads, this follows.

import { plusDays } from "./bench-dates.mjs";

/** Sales, cash and orders by branch and day over [$2, $3], from the rollup. */
const fromRollup = `
  select branch_id, to_char(day, 'YYYY-MM-DD') as day, job_card_invoices as jc, job_card_sales_minor as jc_minor,
    order_invoices as o, order_sales_minor as o_minor, paid_minor as paid, orders_placed as placed
  from shop_daily_sales where shop_id = $1 and day >= $2::date and day <= $3::date`;
const unpaidFromRollup = `
  select coalesce(sum(job_card_sales_minor + order_sales_minor - paid_minor), 0) as owed
  from shop_daily_sales where shop_id = $1`;

/**
 * The same rows from the sales themselves, days on the shop's clock ($4): each source one range of
 * its index, from the first day's midnight to the one after the last.
 */
const fromSources = `
  select branch_id, to_char(day, 'YYYY-MM-DD') as day, sum(jc) as jc, sum(jc_minor) as jc_minor, sum(o) as o,
    sum(o_minor) as o_minor, sum(paid) as paid, sum(placed) as placed
  from (
    select branch_id, (issued_at at time zone $4)::date as day, count(*) filter (where job_card_id is not null) as jc,
      coalesce(sum(total_minor) filter (where job_card_id is not null), 0) as jc_minor,
      count(*) filter (where order_id is not null) as o,
      coalesce(sum(total_minor) filter (where order_id is not null), 0) as o_minor, 0 as paid, 0 as placed
    from invoices where shop_id = $1 and voided_at is null and issued_at >= ($2::date::timestamp at time zone $4)
      and issued_at < (($3::date + 1)::timestamp at time zone $4)
    group by 1, 2
    union all
    select null, (paid_at at time zone $4)::date, 0, 0, 0, 0, sum(amount_minor), 0
    from payments where shop_id = $1 and paid_at >= ($2::date::timestamp at time zone $4)
      and paid_at < (($3::date + 1)::timestamp at time zone $4)
    group by 2
    union all
    select branch_id, (created_at at time zone $4)::date, 0, 0, 0, 0, 0, count(*)
    from orders where shop_id = $1 and created_at >= ($2::date::timestamp at time zone $4)
      and created_at < (($3::date + 1)::timestamp at time zone $4)
    group by 1, 2
  ) sold
  where day >= $2::date and day <= $3::date
  group by 1, 2`;
const unpaidFromSources = `
  select coalesce(sum(total_minor - paid_minor), 0) as owed from invoices where shop_id = $1 and voided_at is null`;

const branchCities = `
  select b.id, coalesce(c.name, '') as city, coalesce(c.name_arabic, c.name, '') as city_arabic
  from branches b left join cities c on c.id = b.city_id where b.shop_id = $1`;
const appointmentCount = `
  select count(*)::int as n from appointments
  where shop_id = $1 and appointment_date >= $2 and appointment_date <= $3 and status <> 'cancelled'`;
const bookedMinutes = `
  select u.id, sum(a.end_minute - a.start_minute)::int as minutes
  from appointments a join shop_users u on u.shop_id = a.shop_id and u.id = a.employee_id
  where a.shop_id = $1 and a.appointment_date >= $2 and a.appointment_date <= $3 and a.status <> 'cancelled'
  group by u.id, u.name, u.weekly_schedule`;
const members = `
  select id, name, weekly_schedule from shop_users where shop_id = $1 and not is_owner and active
  order by created_at desc`;
const clientCount = "select count(*)::int as n from clients where shop_id = $1 and archived_at is null";
const recentOrders = `
  select o.*, c.name as client_name, c.phone as client_phone, b.branch_name_english, b.branch_name_arabic,
    i.id as invoice_id, i.number as invoice_number, i.paid_minor, i.payment_status
  from orders o
    join clients c on c.shop_id = o.shop_id and c.id = o.client_id
    join branches b on b.shop_id = o.shop_id and b.id = o.branch_id
    left join invoices i on i.shop_id = o.shop_id and i.order_id = o.id
  where o.shop_id = $1 order by o.created_at desc, o.number desc limit 5`;
const orderTotal = "select count(*)::int as n from (select 1 from orders where shop_id = $1 limit 1001) o";
const lowStockCount = `
  select count(*)::int as n from (
    select 1 from product_branches pb
      join products p on p.shop_id = pb.shop_id and p.id = pb.product_id
      join product_variants v on v.shop_id = p.shop_id and v.product_id = p.id
      join branches b on b.shop_id = pb.shop_id and b.id = pb.branch_id
      left join variant_stock s on s.shop_id = v.shop_id and s.variant_id = v.id and s.branch_id = pb.branch_id
    where pb.shop_id = $1 and p.track_stock
      and coalesce(v.reorder_level, p.low_stock_level) > 0
      and coalesce(s.quantity, 0) <= coalesce(v.reorder_level, p.low_stock_level)
    limit 1001) low`;

const major = (minor) => Number(minor) / 100;
const sum = (rows, of) => rows.reduce((total, row) => total + Number(row[of]), 0);

/** The figures of the period's rows and the twelve months' rows, as the app's presenter shapes them. */
function shaped(q, rows, cityOf) {
  const days = rows.filter((r) => r.day >= q.from && r.day <= q.to);
  const jobCardMinor = sum(days, "jc_minor");
  const orderMinor = sum(days, "o_minor");
  const invoiceCount = sum(days, "jc") + sum(days, "o");
  const byDay = new Map();
  for (const r of days) {
    const day = byDay.get(r.day) ?? { job_cards: 0, orders: 0 };
    byDay.set(r.day, { job_cards: day.job_cards + Number(r.jc_minor), orders: day.orders + Number(r.o_minor) });
  }
  const dailySales = [];
  for (let date = q.from; date <= q.to; date = plusDays(date, 1)) {
    const day = byDay.get(date) ?? { job_cards: 0, orders: 0 };
    dailySales.push({ date, job_cards: major(day.job_cards), orders: major(day.orders) });
  }
  const monthlyOrders = q.months.map((month) => {
    const of = rows.filter((r) => r.day.startsWith(month));
    return { month, orders: sum(of, "placed"), sales: major(sum(of, "jc_minor") + sum(of, "o_minor")) };
  });
  const cities = new Map();
  for (const r of days.filter((row) => row.branch_id)) {
    const { city, city_arabic } = cityOf.get(r.branch_id);
    const c = cities.get(city) ?? { city, city_arabic, sales: 0, orders: 0 };
    cities.set(city, {
      ...c,
      sales: c.sales + Number(r.jc_minor) + Number(r.o_minor),
      orders: c.orders + Number(r.placed),
    });
  }
  const byName = (a, b) => a.city.localeCompare(b.city);
  return {
    totalGrossSales: major(jobCardMinor + orderMinor),
    totalOrders: sum(days, "placed"),
    totalAmountPaid: major(sum(days, "paid")),
    jobCardRevenue: major(jobCardMinor),
    orderRevenue: major(orderMinor),
    averageInvoice: invoiceCount > 0 ? major(Math.round((jobCardMinor + orderMinor) / invoiceCount)) : 0,
    carCount: sum(days, "jc"),
    monthlyOrders,
    cityWiseRevenue: [...cities.values()]
      .filter((c) => c.sales !== 0)
      .sort((a, b) => b.sales - a.sales || byName(a, b))
      .map((c) => ({ city: c.city, city_arabic: c.city_arabic, revenue: major(c.sales) })),
    cityWiseOrders: [...cities.values()]
      .filter((c) => c.orders > 0)
      .sort((a, b) => b.orders - a.orders || byName(a, b))
      .map((c) => ({ city: c.city, city_arabic: c.city_arabic, orders: c.orders })),
    dailySales,
  };
}

/**
 * The dashboard's figures for `q` ({ shop, zone, from, to, months: ["2025-12", …], first, last }:
 * the period's days, the twelve months, the first and last day either reads), the sales read from
 * `source` ("rollup" or "tables"); every read sent at once, as the app sends its own.
 */
/** A plan in a few words: how it reads each table (a scan, or which index), and its time. */
function planWords(rows) {
  const plan = rows.map((r) => r["QUERY PLAN"]).join("\n");
  const reads = [
    ...plan.matchAll(/(Seq Scan|Index Only Scan|Index Scan|Bitmap Index Scan) (?:using |on )?(\w+)(?: on (\w+))?/g),
  ]
    .map(([, how, name, table]) => (how === "Seq Scan" ? `A SCAN OF ${name}` : `${table ?? "bitmap"} by ${name}`))
    .filter((read, i, all) => all.indexOf(read) === i);
  return `${reads.join(", ")}, ${/Execution Time: ([\d.]+ ms)/.exec(plan)?.[1] ?? "?"}`;
}

/**
 * The plan of the sales' read from `source`, run, as the planner picks it and with scans of whole
 * tables forbidden: on the bench's database the shop's year is nearly every row of its tables, where
 * a scan can be the cheaper plan; among many shops the index is the only one.
 */
export async function salesPlan(database, q, source) {
  const [text, params] =
    source === "rollup" ? [fromRollup, [q.shop, q.first, q.last]] : [fromSources, [q.shop, q.first, q.last, q.zone]];
  const explain = `explain (analyze, costs off) ${text}`;
  const chosen = planWords(await database.query(explain, params));
  const indexOnly = await database.transaction(async (query) => {
    await query("set local enable_seqscan = off");
    return planWords(await query(explain, params));
  });
  return `planned: ${chosen}; scans forbidden: ${indexOnly}`;
}

export async function shopDashboard(database, q, source) {
  const params = [q.shop, q.from, q.to];
  const isRollup = source === "rollup";
  const [rows, [unpaid], cities, [appointments], booked, team, [clients], recent, [orders], [low]] = await Promise.all([
    isRollup
      ? database.query(fromRollup, [q.shop, q.first, q.last])
      : database.query(fromSources, [q.shop, q.first, q.last, q.zone]),
    database.query(isRollup ? unpaidFromRollup : unpaidFromSources, [q.shop]),
    database.query(branchCities, [q.shop]),
    database.query(appointmentCount, params),
    database.query(bookedMinutes, params),
    database.query(members, [q.shop]),
    database.query(clientCount, [q.shop]),
    database.query(recentOrders, [q.shop]),
    database.query(orderTotal, [q.shop]),
    database.query(lowStockCount, [q.shop]),
  ]);
  const cityOf = new Map(cities.map((c) => [c.id, c]));
  return {
    from: q.from,
    to: q.to,
    ...shaped(q, rows, cityOf),
    totalAppointments: appointments.n,
    totalShopUsers: team.length,
    totalClients: clients.n,
    unpaidBalance: major(unpaid.owed),
    recentOrders: recent.map((o) => ({ _id: o.id, number: o.number, total: major(o.total_minor) })),
    recentOrderTotal: orders.n,
    technicianBookedMinutes: Object.fromEntries(booked.map((b) => [b.id, b.minutes])),
    lowStockCount: low.n,
  };
}
