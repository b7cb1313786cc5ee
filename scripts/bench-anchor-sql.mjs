// What each anchor route of the bench asks the database, by hand: the rows, the page and the total
// the app's answer holds, in as few statements as raw SQL allows. Kept beside the app's repos
// (shop/client, shop/branch, shop/product, shop/job-card): when they change what they read, this follows.

const page = (q) => [Number(q.limit ?? 10), (Number(q.page ?? 1) - 1) * Number(q.limit ?? 10)];

/** As the app counts a list's total (db/paging.ts, decision 0027): at most a thousand rows past the page's start, plus one. */
export const LIST_TOTAL_CAP = 1000;
const cappedCount = (fromWhere, q) =>
  `select count(*)::int as n from (select 1 ${fromWhere} limit ${page(q)[1] + LIST_TOTAL_CAP + 1}) s`;

/** The `%term%` of a LIKE, its own `%`, `_` and `\` taken literally, as db/search.ts writes it. */
const contains = (term) => `%${term.replace(/[\\%_]/g, "\\$&")}%`;

/**
 * The client list (shop/client/repo.ts): the shop's live clients, newest first, each with its live
 * vehicles counted; `term` matched against search_text (the trigram index of decision 0019) or
 * `digits` (the phone digits the app derives from a phone-like term). The total of the same filter, capped as the app caps it.
 */
export function clientList(shopId, q) {
  const params = [shopId];
  let where = "c.shop_id = $1 and c.archived_at is null";
  if (q.term) {
    params.push(contains(q.term));
    where += q.digits
      ? ` and (c.search_text like $2 or c.search_text like $${params.push(contains(q.digits))})`
      : " and c.search_text like $2";
  }
  const [limit, offset] = page(q);
  const rows = `select c.id, c.name, c.phone, c.email, c.identity_number, c.gender, c.address, c.notes,
      c.created_at, c.archived_at,
      (select count(*) from client_vehicles v
        where v.shop_id = c.shop_id and v.client_id = c.id and v.archived_at is null)::int as vehicle_count
    from clients c where ${where}
    order by c.created_at desc, c.id asc limit ${limit} offset ${offset}`;
  const total = cappedCount(`from clients c where ${where}`, q);
  return { rows, total, params };
}

/** "3740512345671" as it is shown: 5, 7 and 1 digits. */
const identityDisplay = (n) => (n && n.length === 13 ? `${n.slice(0, 5)}-${n.slice(5, 12)}-${n.slice(12)}` : n);

export const toClient = (r) => ({
  _id: r.id,
  name: r.name,
  phone: r.phone,
  email: r.email,
  identity_number: r.identity_number,
  identity_number_display: identityDisplay(r.identity_number),
  gender: r.gender,
  address: r.address,
  notes: r.notes,
  vehicle_count: r.vehicle_count,
  created_at: new Date(r.created_at).toISOString(),
  archived_at: r.archived_at ? new Date(r.archived_at).toISOString() : null,
});

/** The branch list (shop/branch/repo.ts): every branch of the shop with its place names, oldest first. */
export function branchList(shopId, q) {
  const [limit, offset] = page(q);
  const rows = `select b.*, co.name as country_name, s.name as state_name, ci.name as city_name,
      co.name_arabic as country_name_arabic, s.name_arabic as state_name_arabic, ci.name_arabic as city_name_arabic
    from branches b
      left join countries co on co.id = b.country_id
      left join states s on s.id = b.state_id
      left join cities ci on ci.id = b.city_id
    where b.shop_id = $1 order by b.created_at asc, b.id asc limit ${limit} offset ${offset}`;
  const total = cappedCount("from branches b where b.shop_id = $1", q);
  return { rows, total, params: [shopId] };
}

export const toBranch = (r) => ({
  _id: r.id,
  branch_name_english: r.branch_name_english,
  branch_name_arabic: r.branch_name_arabic,
  address: r.address,
  country_id: r.country_id,
  state_id: r.state_id,
  city_id: r.city_id,
  country_name: r.country_name,
  state_name: r.state_name,
  city_name: r.city_name,
  country_name_arabic: r.country_name_arabic,
  state_name_arabic: r.state_name_arabic,
  city_name_arabic: r.city_name_arabic,
  phone: r.phone,
  active: r.active,
  created_at: new Date(r.created_at).toISOString(),
});

/**
 * The product list (shop/product/repo.ts and service.ts): the page of the shop's products, newest
 * first, with the category's names, the branch ids, and the variants' count, price range and stock,
 * in one statement beside the count (the app reads the same in four).
 */
export function productList(shopId, q) {
  const [limit, offset] = page(q);
  const rows = `select p.*, c.name_english as category_name_english, c.name_arabic as category_name_arabic,
      coalesce((select array_agg(pb.branch_id) from product_branches pb
        where pb.shop_id = p.shop_id and pb.product_id = p.id), '{}') as branch_ids,
      st.variants_count, st.stock_total, st.price_min_minor, st.price_max_minor
    from products p
      join categories c on c.shop_id = p.shop_id and c.id = p.category_id
      left join lateral (
        select count(distinct v.id)::int as variants_count, coalesce(sum(s.quantity), 0)::int as stock_total,
          min(v.price_minor)::int as price_min_minor, max(v.price_minor)::int as price_max_minor
        from product_variants v left join variant_stock s on s.shop_id = v.shop_id and s.variant_id = v.id
        where v.shop_id = p.shop_id and v.product_id = p.id
      ) st on true
    where p.shop_id = $1 order by p.created_at desc, p.id asc limit ${limit} offset ${offset}`;
  const total = cappedCount("from products p where p.shop_id = $1", q);
  return { rows, total, params: [shopId] };
}

const major = (minor) => (minor === null || minor === undefined ? null : minor / 100);

export const toProduct = (r) => ({
  _id: r.id,
  name: r.name,
  category_id: r.category_id,
  category_name_english: r.category_name_english,
  category_name_arabic: r.category_name_arabic,
  brand: r.brand,
  description: r.description,
  image_id: r.image_upload_id,
  unit: r.unit,
  branch_ids: r.branch_ids,
  commission_type: r.commission_type,
  commission_value: r.commission_value,
  active: r.active,
  track_stock: r.track_stock,
  low_stock_level: r.low_stock_level,
  variants_count: r.variants_count ?? 0,
  stock_total: r.stock_total ?? 0,
  price_min: major(r.price_min_minor),
  price_max: major(r.price_max_minor),
  created_at: new Date(r.created_at).toISOString(),
});

/**
 * A job card of one service and technician, booked the way the app books it (shop/job-card/create.ts)
 * reduced to what raw SQL needs: in one transaction, take the shop's next number (the upsert locks
 * the counter row until commit, as the app's does), lock the technician, check the slot against
 * what is booked, insert the job card, its service line and its appointment. Answers null when the
 * slot is taken.
 */
export async function bookJobCard(tx, shopId, b) {
  const [{ number }] = await tx(
    `insert into shop_counters (shop_id, last_job_card_number) values ($1, 1)
     on conflict (shop_id) do update set last_job_card_number = shop_counters.last_job_card_number + 1
     returning last_job_card_number as number`,
    [shopId],
  );
  await tx("select id from shop_users where shop_id = $1 and id = $2 for no key update", [shopId, b.employee_id]);
  const end = b.start_minute + b.duration;
  const taken = await tx(
    `select 1 from appointments where employee_id = $1 and appointment_date = $2
       and start_minute < $3 and end_minute > $4 and status in ('booked', 'in_progress') limit 1`,
    [b.employee_id, b.date, end, b.start_minute],
  );
  if (taken.length > 0) return null;
  const [card] = await tx(
    `insert into job_cards (shop_id, number, client_id, vehicle_id, branch_id, scheduled_date, created_by)
     values ($1, $2, $3, $4, $5, $6, $7) returning *`,
    [shopId, number, b.client_id, b.vehicle_id, b.branch_id, b.date, b.created_by],
  );
  const [line] = await tx(
    `insert into job_card_services (job_card_id, shop_id, service_id, provider_id, name, price_minor, duration_minutes)
     values ($1, $2, $3, $4, $5, $6, $7) returning *`,
    [card.id, shopId, b.service_id, b.employee_id, b.service_name, b.price_minor, b.duration],
  );
  const [appointment] = await tx(
    `insert into appointments (shop_id, job_card_id, job_card_service_id, branch_id, employee_id, service_id,
       appointment_date, start_minute, end_minute)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning *`,
    [shopId, card.id, line.id, b.branch_id, b.employee_id, b.service_id, b.date, b.start_minute, end],
  );
  return { ...card, services: [line], appointments: [appointment] };
}

/**
 * What get-shop-user-info reads (shop/auth repo): the user with their shop, its country and their
 * role's permissions, by the (shop, user) key. Its session is cached in the app, so this is its one read.
 */
export const userWithShop = `select u.*, s.*, co.iso2, r.permissions
  from shop_users u
    join shops s on s.id = u.shop_id
    left join countries co on co.id = s.country_id
    left join roles r on r.shop_id = u.shop_id and r.id = u.role_id and r.active
  where u.shop_id = $1 and u.id = $2 limit 1`;

/**
 * A top-up approval as the console's approve makes it (platform/idempotent-route.ts, ledger/idempotency.ts,
 * fleet/top-up/top-up-decisions.ts, ops/top-up/service.ts) in raw SQL: in one transaction, claim the
 * key, read the company under a share lock (refused while suspended), lock the pending request, make
 * or find the wallet and the bank clearing account, move the amount (the wallet's statement guarded,
 * the accounts in the order of their ids), record the transfer, the decision and its audit, read the
 * request as the answer, and keep the answer with the key. Answers null (rolled back) when the request
 * is not pending.
 */
export async function approveTopUp(tx, b) {
  const scope = `ops:${b.decided_by}`;
  const [claimed] = await tx(
    `insert into idempotency_keys (company_id, scope, key, fingerprint) values ($1, $2, $3, $4)
     on conflict do nothing returning key`,
    [b.company_id, scope, b.key, `approve ${b.id}`],
  );
  if (!claimed) return null;
  const [company] = await tx("select currency, suspended_at from companies where id = $1 for share", [b.company_id]);
  if (!company || company.suspended_at) return null;
  const [topUp] = await tx("select * from top_ups where company_id = $1 and id = $2 for update", [b.company_id, b.id]);
  if (!topUp || topUp.status !== "pending") return null;
  const accounts = await tx(
    `with made as (
       insert into ledger_accounts (company_id, kind, subject, currency)
       values ($1, 'wallet', '', $2), ($1, 'bank_clearing', '', $2) on conflict do nothing returning id, kind)
     select id, kind from made
     union all select id, kind from ledger_accounts where company_id = $1 and subject = '' and kind in ('wallet', 'bank_clearing')`,
    [b.company_id, topUp.currency],
  );
  const wallet = accounts.find((a) => a.kind === "wallet").id;
  const clearing = accounts.find((a) => a.kind === "bank_clearing").id;
  for (const [id, change] of [
    [wallet, topUp.amount],
    [clearing, -topUp.amount],
  ].sort(([a], [z]) => (a < z ? -1 : 1))) {
    await tx(
      `update ledger_accounts set posted = posted + $3 where company_id = $1 and id = $2
         and (kind <> 'wallet' or posted + $3 - pending_debits >= 0)`,
      [b.company_id, id, change],
    );
  }
  const [transfer] = await tx(
    `insert into ledger_transfers (company_id, group_id, kind, debit_account_id, credit_account_id, amount)
     values ($1, gen_random_uuid(), 'top_up', $2, $3, $4) returning id`,
    [b.company_id, clearing, wallet, topUp.amount],
  );
  await tx(
    `update top_ups set status = 'approved', decided_by = $3, decided_at = now(), transfer_id = $4
     where company_id = $1 and id = $2`,
    [b.company_id, b.id, b.decided_by, transfer.id],
  );
  await tx(
    `insert into ops_audit (actor_id, actor_name, action, target_type, target_id, company_id, before, after)
     values ($1, (select name from ops_users where id = $1), 'top_up.approve', 'top_up', $2, $3, $4, $5)`,
    [
      b.decided_by,
      b.id,
      b.company_id,
      JSON.stringify({ status: "pending" }),
      JSON.stringify({ status: "approved", transfer_id: transfer.id }),
    ],
  );
  const [row] = await tx(
    `select t.*, e.name as requested_by_name, o.name as decided_by_name,
        c.company_name, c.merchant_id, c.email as company_email
     from top_ups t
       join companies c on c.id = t.company_id
       left join employees e on e.company_id = t.company_id and e.id = t.requested_by
       left join ops_users o on o.id = t.decided_by
     where t.company_id = $1 and t.id = $2`,
    [b.company_id, b.id],
  );
  const body = JSON.stringify({ error_code: 200, message: "OK", result: row });
  await tx(
    "update idempotency_keys set status_code = 200, body = $4 where company_id = $1 and scope = $2 and key = $3",
    [b.company_id, scope, b.key, body],
  );
  return { row, body };
}

/**
 * After an approval commits, as the app's does (ops/top-up/service.ts afterDecision): the company's
 * mail kept in the outbox and written to a file, and the low-balance watch's reads.
 */
export async function afterApproval(query, row, writeMail) {
  const text = `Hello ${row.company_name},\n\nYour top-up of PKR ${row.amount / 100} (slip ${row.slip_number}) is approved.`;
  const [mail] = await query(
    `insert into mail_outbox (recipient, subject, text, html) values ($1, 'Your Pitlane top-up is approved', $2, $3)
     returning id, created_at`,
    [row.company_email, text, `<p>${text}</p>`],
  );
  const file = await writeMail(mail.id, text);
  await query("update mail_outbox set file_path = $2 where id = $1", [mail.id, file]);
  const [company] = await query("select low_balance_threshold from companies where id = $1", [row.company_id]);
  if (company.low_balance_threshold !== null) {
    await query("select posted, pending_debits from ledger_accounts where company_id = $1 and kind = 'wallet'", [
      row.company_id,
    ]);
  }
}
