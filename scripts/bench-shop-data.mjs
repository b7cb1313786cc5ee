// A shop's year of sales for `npm run bench`: delivered orders, each with its invoice, and the cash
// paid on most of them, loaded straight into the demo shop with generate_series (the size a
// parameter: orders and invoices together), then the daily sales rollup rebuilt from every sale of
// the shop in SQL, as the app's rebuild makes it. The dashboard is then measured on a shop whose year
// is a million rows, not on the demo's month.

/** Orders a statement loads, each with its invoice and payment. */
const BATCH = 50_000;

/**
 * Order i of n, placed at an instant of the year up to three hours ago (its invoice two hours later),
 * at the shop's branches and clients in turn; seven in ten invoices paid in full, two in part, one
 * not; one in a hundred voided (and never paid).
 */
const ordersOfYear = `
  with spec as (
    select s.currency, s.shop_name as seller, b.ids as branches, c.ids as clients,
      coalesce(k.last_order_number, 0) as last_order, coalesce(k.last_invoice_number, 0) as last_invoice
    from shops s
      cross join (select array_agg(id order by id) as ids from branches where shop_id = $1) b
      cross join (select array_agg(id order by id) as ids from clients where shop_id = $1 and archived_at is null) c
      left join shop_counters k on k.shop_id = s.id
    where s.id = $1
  ),
  sales as (
    select i, gen_random_uuid() as order_id, gen_random_uuid() as invoice_id,
      now() - interval '3 hours' - make_interval(secs => ($3::int - 1 - i) * (364.0 * 86400 / $3::int)) as at,
      (5000 + (i::bigint * 7919) % 95000) as subtotal
    from generate_series($2::int, least($2::int + ${BATCH}, $3::int) - 1) i
  ),
  priced as (
    select sales.*, round(subtotal * 0.15)::bigint as vat, spec.*,
      spec.branches[1 + i % array_length(spec.branches, 1)] as branch_id,
      spec.clients[1 + (i * 31) % array_length(spec.clients, 1)] as client_id,
      i % 100 = 42 as voided
    from sales cross join spec
  ),
  owed as (
    select *, subtotal + vat as total,
      case when voided or i % 10 = 9 then 0 when i % 10 in (7, 8) then (subtotal + vat) / 2 else subtotal + vat end as paid
    from priced
  ),
  placed as (
    insert into orders (id, shop_id, number, kind, status, client_id, branch_id, delivery_address, currency,
      vat_rate_bp, subtotal_minor, discount_minor, vat_minor, total_minor, units, confirmed_at, packed_at,
      dispatched_at, completed_at, created_by, created_at, updated_at)
    select order_id, $1, last_order + i + 1, 'delivery', 'delivered', client_id, branch_id, 'Bench street ' || i,
      currency, 1500, subtotal, 0, vat, total, 1 + i % 3, at + interval '10 minutes', at + interval '30 minutes',
      at + interval '1 hour', at + interval '2 hours', $4::uuid, at, at + interval '2 hours'
    from owed
  ),
  issued as (
    insert into invoices (id, shop_id, number, order_id, client_id, branch_id, issued_at, currency, seller_name,
      vat_rate_bp, subtotal_minor, discount_minor, vat_minor, total_minor, paid_minor, payment_status, voided_at,
      void_reason, created_at)
    select invoice_id, $1, last_invoice + i + 1, order_id, client_id, branch_id, at + interval '2 hours', currency,
      seller, 1500, subtotal, 0, vat, total, paid,
      case when paid = 0 then 'unpaid' when paid < total then 'partial' else 'paid' end,
      case when voided then at + interval '3 hours' end, case when voided then 'Bench void' end,
      at + interval '2 hours'
    from owed
  )
  insert into payments (shop_id, invoice_id, amount_minor, method, recorded_by, paid_at)
  select $1, invoice_id, paid, 'cash', $4::uuid, at + interval '2 hours' from owed where paid > 0`;

/**
 * The shop's rollup rows as `dailySalesFromSources` (apps/api/src/modules/shop/dashboard/daily-sales.ts)
 * makes them: unvoided invoices by source, payments and orders placed, each on its day of the shop's
 * clock ($2).
 */
const rollupOfShop = `
  insert into shop_daily_sales (shop_id, branch_id, day, job_card_invoices, job_card_sales_minor, order_invoices,
    order_sales_minor, paid_minor, orders_placed)
  select $1, branch_id, day, sum(jc), sum(jc_minor), sum(o), sum(o_minor), sum(paid), sum(placed)
  from (
    select branch_id, (issued_at at time zone $2)::date as day, (job_card_id is not null)::int as jc,
      case when job_card_id is not null then total_minor else 0 end as jc_minor, (order_id is not null)::int as o,
      case when order_id is not null then total_minor else 0 end as o_minor, 0 as paid, 0 as placed
    from invoices where shop_id = $1 and voided_at is null
    union all
    select i.branch_id, (p.paid_at at time zone $2)::date, 0, 0, 0, 0, p.amount_minor, 0
    from payments p join invoices i on i.shop_id = p.shop_id and i.id = p.invoice_id where p.shop_id = $1
    union all
    select branch_id, (created_at at time zone $2)::date, 0, 0, 0, 0, 0, 1 from orders where shop_id = $1
  ) sold
  group by branch_id, day`;

/**
 * The best indexes a dashboard read straight from the sales could have: each source read by the
 * shop's range of instants, every column it sums in the index (index-only scans). The anchor's
 * reads use them; the app reads the rollup.
 */
export const SOURCE_INDEXES = [
  `create index if not exists bench_invoices_sales_idx on invoices (shop_id, issued_at)
     include (branch_id, job_card_id, order_id, total_minor, paid_minor) where voided_at is null`,
  "create index if not exists bench_payments_paid_idx on payments (shop_id, paid_at) include (amount_minor)",
  "create index if not exists bench_orders_placed_idx on orders (shop_id, created_at) include (branch_id)",
];

/**
 * Loads `sales` rows (half orders, half their invoices) into the shop `shopId` over the year, then
 * rebuilds its rollup, makes the anchor's indexes and vacuums (index-only scans need the visibility
 * map). Answers the shop's zone and how many orders and invoices it now has.
 */
export async function loadShopYear(database, { shopId, ownerId, sales }) {
  const orders = Math.floor(sales / 2);
  for (let from = 0; from < orders; from += BATCH) {
    await database.query(ordersOfYear, [shopId, from, orders, ownerId]);
  }
  await database.query(
    `update shop_counters set last_order_number = (select max(number) from orders where shop_id = $1),
       last_invoice_number = (select max(number) from invoices where shop_id = $1)
     where shop_id = $1`,
    [shopId],
  );
  const [{ zone }] = await database.query("select time_zone as zone from shops where id = $1", [shopId]);
  await database.transaction(async (query) => {
    await query("delete from shop_daily_sales where shop_id = $1", [shopId]);
    await query(rollupOfShop, [shopId, zone]);
  });
  for (const index of SOURCE_INDEXES) await database.query(index);
  for (const table of ["orders", "invoices", "payments", "shop_daily_sales"]) {
    await database.query(`vacuum analyze ${table}`);
  }
  const [counted] = await database.query(
    `select (select count(*)::int from orders where shop_id = $1) as orders,
       (select count(*)::int from invoices where shop_id = $1) as invoices,
       (select count(*)::int from shop_daily_sales where shop_id = $1) as rollup_rows`,
    [shopId],
  );
  return { shopId, zone, ...counted };
}
