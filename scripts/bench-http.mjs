// The bench's calls to the API as the web app makes them; any answer but 200 fails the bench.

/** GETs through the API. */
export async function get(base, urlPath, headers) {
  const response = await fetch(base + urlPath, { headers });
  const answer = await response.json();
  if (response.status !== 200) throw new Error(`${urlPath}: ${response.status} ${answer.message}`);
  return answer.result;
}

/** POSTs through the API (CSRF pair and bearer token in `headers`). */
export async function post(base, urlPath, body, headers) {
  const response = await fetch(base + urlPath, { method: "POST", headers, body: JSON.stringify(body) });
  const answer = await response.json();
  if (response.status !== 200) throw new Error(`${urlPath}: ${response.status} ${answer.message}`);
  return answer.result;
}

/** The CSRF cookie and header pair the server hands out, with the JSON content type. */
export async function csrfOf(base) {
  const first = await fetch(`${base}/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get("set-cookie") ?? "")?.[1] ?? "";
  return { cookie: `XSRF-TOKEN=${xsrf}`, "x-xsrf-token": xsrf, "content-type": "application/json" };
}

export const DEMO_OWNER = { email: "owner@pitlane-motors.test", password: "pitlane-demo" };

/** Signs the demo owner in: headers for reads, headers for writes, and what get-shop-user-info answers. */
export async function demoOwnerSession(base, csrf) {
  const { token } = await post(base, "/auth/api/user/login-shop-dashboard", DEMO_OWNER, csrf);
  const signedIn = { authorization: `Bearer ${token}` };
  return { signedIn, posting: { ...csrf, ...signedIn } };
}

/** Headers of the connection and the moment, left out when two answers' headers are compared or copied. */
export const CONNECTION_HEADERS = new Set(["date", "connection", "keep-alive", "content-length", "transfer-encoding"]);
