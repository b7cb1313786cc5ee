// Loads the bench's clients straight into the database, a thousand rows a statement: adding 50,000
// through the API takes minutes and is not what the bench measures. The rows are what the app writes
// for the same input (phone as E.164, identity number as digits; search_text is a generated column),
// each with a created_at of its own, as one by one they would have; checkClientsAsTheAppReads checks it.
import { benchClient } from "./bench-front-desk.mjs";

const BATCH = 1_000;

/** Adds clients to the shop until it has `total` live ones; answers how many it added. */
export async function loadClients(database, shopId, total) {
  const [{ n: have }] = await database.query(
    "select count(*)::int as n from clients where shop_id = $1 and archived_at is null",
    [shopId],
  );
  const count = Math.max(0, total - have);
  const first = Date.now() - count;
  for (let from = 0; from < count; from += BATCH) {
    const params = [shopId];
    const values = [];
    for (let i = from; i < Math.min(count, from + BATCH); i++) {
      const client = benchClient(i);
      const at = new Date(first + i).toISOString();
      const p = params.push(client.name, client.phone.replace(/\s/g, ""), client.identity_number ?? null, at);
      values.push(`($1, $${p - 3}, $${p - 2}, $${p - 1}, $${p}, $${p})`);
    }
    await database.query(
      `insert into clients (shop_id, name, phone, identity_number, created_at, updated_at) values ${values.join(", ")}`,
      params,
    );
  }
  return count;
}

/**
 * Asks the app for a loaded client by its phone and checks that it reads what the API would have
 * stored: its name, its phone as the app shows it, and its identity number. Fails the bench if not.
 */
export async function checkClientsAsTheAppReads(base, headers, i = 3) {
  const expected = benchClient(i);
  const search = encodeURIComponent(expected.phone);
  const response = await fetch(
    `${base}/customer/api/client/get-all-client-by-shop-id?page=1&limit=10&search=${search}`,
    {
      headers,
    },
  );
  const { result } = await response.json();
  const found = result?.items?.find((item) => item.name === expected.name);
  const matches =
    found &&
    found.phone.replace(/\D/g, "") === expected.phone.replace(/\D/g, "") &&
    found.identity_number === (expected.identity_number ?? null);
  if (!matches) throw new Error(`a loaded client does not read as the app's own: ${JSON.stringify(result)}`);
}
