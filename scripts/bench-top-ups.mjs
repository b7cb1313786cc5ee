// The top-up approvals of `npm run bench`: companies signed up through the API, their pending
// requests loaded straight into the database (the app would take minutes to receive as many proof
// images), and the operations admin who approves them, app and anchor each drawing its own requests.
import { randomUUID } from "node:crypto";
import { post } from "./bench-http.mjs";

const OPS_ADMIN = { email: "ops@pitlane.test", password: "pitlane-demo" };
const EMAIL = (i) => `bench-top-ups-${i}@pitlane.test`;
const BATCH = 5_000;

/** Signs up one Pakistani company, as the fleet portal's sign-up form would; its admin signs in with `email`. */
export async function signUpCompany(base, csrf, { email, name, password = "pitlane-bench" }) {
  const first = async (path) => (await (await fetch(base + path)).json()).result.items[0]._id;
  const country = await first("/fueling/api/country/get-all?search=Pakistan");
  const state = await first(`/fueling/api/state/get-all?country_id=${country}&search=Sindh`);
  const city = await first(`/fueling/api/city/get-all?state_id=${state}&search=Karachi`);
  await post(
    base,
    "/fueling/api/auth/signup",
    {
      email,
      password,
      confirm_password: password,
      company_name: name,
      first_name: "Bench",
      last_name: "Admin",
      phone: "+92 300 1234567",
      company_type: "private_limited",
      address: "1 Depot Road",
      country_id: country,
      state_id: state,
      city_id: city,
      currency: "PKR",
      industry: "logistics",
      company_size: "11_50",
      fleet_size: 40,
      monthly_usage: 8000,
      monthly_usage_unit: "litres",
      contact_role: "fleet_manager",
      experience: "some",
      bank_code: "SCBL",
      iban: "PK36SCBL0000001123456702",
      account_title: name,
      authorised_person: "Bench Admin",
      ntn: "1234567-8",
      strn: "12-34-5678-901-23",
    },
    csrf,
  );
}

/** Signs up `count` Pakistani companies for the console to approve top-ups of. */
export async function companiesForApprovals(base, csrf, count) {
  for (let i = 0; i < count; i++) await signUpCompany(base, csrf, { email: EMAIL(i), name: `Bench Haulage ${i}` });
}

/**
 * Gives each bench company `perCompany` pending requests of PKR 1,000 to 50,000, sent over the last
 * day, each with a proof row of its own company (the approval never reads the image). Answers every
 * request as { companyId, id }, the companies taking turns so no two neighbours are one wallet's.
 */
export async function loadPendingTopUps(database, perCompany) {
  const companies = await database.query("select id from companies where email like 'bench-top-ups-%' order by email");
  const byCompany = [];
  for (const { id } of companies) {
    const [proof] = await database.query(
      `insert into fleet_uploads (company_id, mime, size, storage_name) values ($1, 'image/png', 1, 'bench-proof.png')
       returning id`,
      [id],
    );
    const ids = [];
    for (let from = 0; from < perCompany; from += BATCH) {
      const rows = await database.query(
        `insert into top_ups (company_id, bank_code, amount, currency, slip_number, proof_upload_id, created_at)
         select $1, 'HABB', (1000 + n % 49000) * 100, 'PKR', 'BENCH-' || n, $2,
           now() - make_interval(secs => 86000.0 * n / $4)
         from generate_series($3::int, $3::int + $5::int - 1) n
         returning id`,
        [id, proof.id, from, perCompany, Math.min(BATCH, perCompany - from)],
      );
      ids.push(...rows.map((row) => row.id));
    }
    byCompany.push(ids.map((topUpId) => ({ companyId: id, id: topUpId })));
  }
  return byCompany[0].flatMap((_, i) => byCompany.map((ids) => ids[i]));
}

/** Signs the demo's operations admin in: headers for an approval, and the admin's id. */
export async function opsAdminSession(base, csrf) {
  const { token, user } = await post(base, "/ops/api/auth/login", OPS_ADMIN, csrf);
  return { posting: { ...csrf, authorization: `Bearer ${token}` }, userId: user._id };
}

/**
 * The requests app and anchor approve, from one list: each approval takes the next, so none is
 * approved twice and each carries a key of its own, as the console sends one per decision.
 */
export function approvalSource(requests) {
  let k = 0;
  const next = () => {
    const request = requests[k++];
    if (!request) throw new Error("the bench ran out of pending top-ups to approve");
    return request;
  };
  const key = () => randomUUID();
  return {
    appRequest: (request) => {
      const { companyId, id } = next();
      return {
        ...request,
        path: `/ops/api/companies/${companyId}/top-ups/${id}/approve`,
        headers: { ...request.headers, "idempotency-key": key() },
      };
    },
    anchorBody: (decidedBy) => {
      const { companyId, id } = next();
      return { company_id: companyId, id, key: key(), decided_by: decidedBy };
    },
    approved: () => k,
  };
}
