import { authEndpoints, branchEndpoints, opsTopUpEndpoints } from "@pitlane/domain";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testSession } from "../session/test-session";

const notify = vi.hoisted(() => ({ error: vi.fn(), success: vi.fn(), info: vi.fn(), warning: vi.fn() }));
vi.mock("../ui/notify", () => ({ notify }));
// What another tab left in storage, read again on a 401.
const stored = vi.hoisted(() => ({ loadSession: vi.fn() }));
vi.mock("../session/persist", () => stored);

const { call } = await import("./client");
const { sessionStore } = await import("../session/session-store");

const session = testSession();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const envelope = (code: number, result: unknown = null, extra: object = {}) => ({
  error_code: code,
  message: code === 200 ? "OK" : "Nope",
  result,
  ...extra,
});

let fetchMock: ReturnType<typeof vi.fn>;
const location = { pathname: "/settings/store" };

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal("fetch", fetchMock);
  vi.stubGlobal("document", { cookie: "XSRF-TOKEN=csrf-abc" });
  vi.stubGlobal("window", { location });
  location.pathname = "/settings/store";
  sessionStore.signIn(session);
  notify.error.mockClear();
  stored.loadSession.mockResolvedValue(null);
});
afterEach(() => vi.unstubAllGlobals());

const headersOf = (callIndex: number) => new Headers((fetchMock.mock.calls[callIndex]?.[1] as RequestInit).headers);

describe("call", () => {
  it("builds the URL from the endpoint and sends the bearer token", async () => {
    fetchMock.mockResolvedValue(json(200, envelope(200, { items: [], total: 0, page: 2, limit: 10 })));
    const result = await call(branchEndpoints.list, { query: { page: 2, search: "", status: "active" } });
    expect(result.error_code).toBe(200);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/customer/api/shop-branch/get-all-by-shop-id?page=2&status=active");
    expect(headersOf(0).get("Authorization")).toBe("Bearer token-1");
    expect(headersOf(0).get("X-XSRF-TOKEN")).toBeNull();
  });

  it("sends the XSRF cookie value on mutating calls and puts params in the path", async () => {
    fetchMock.mockResolvedValue(json(200, envelope(200, {})));
    await call(branchEndpoints.update, { params: { id: "b 1" }, body: { active: false } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/customer/api/shop-branch/update-shop-branch/b%201");
    expect(init.method).toBe("PATCH");
    expect(init.body).toBe('{"active":false}');
    expect(headersOf(0).get("X-XSRF-TOKEN")).toBe("csrf-abc");
  });

  it("sends the headers a call names, such as the Idempotency-Key of a money-moving request", async () => {
    fetchMock.mockResolvedValue(json(200, envelope(200, {})));
    const params = { companyId: "c1", id: "t1" };
    await call(opsTopUpEndpoints.approve, { params, headers: { "Idempotency-Key": "k-1" } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/ops/api/companies/c1/top-ups/t1/approve");
    expect(headersOf(0).get("Idempotency-Key")).toBe("k-1");
    expect(headersOf(0).get("Authorization")).toBe("Bearer token-1");
    await call(opsTopUpEndpoints.approve, { params });
    expect(headersOf(1).get("Idempotency-Key")).toBeNull();
  });

  it("returns the server's error body instead of throwing", async () => {
    fetchMock.mockResolvedValue(
      json(409, { error_code: 409, message: "An account with this e-mail already exists", result: null }),
    );
    const result = await call(authEndpoints.forgotPassword, { body: { email: "a@b.test" } });
    expect(result).toEqual({ error_code: 409, message: "An account with this e-mail already exists", result: null });
  });

  it("replaces the stored token with a rotated one", async () => {
    fetchMock.mockResolvedValue(json(200, envelope(200, null, { token: "token-2" })));
    await call(authEndpoints.userInfo);
    expect(sessionStore.get().session?.token).toBe("token-2");
  });

  it("ends the session once, with the expiry reason, however many calls get a 401", async () => {
    fetchMock.mockImplementation(async () => json(401, envelope(401)));
    const listener = vi.fn();
    const stop = sessionStore.subscribe(listener);
    await Promise.all([call(authEndpoints.userInfo), call(authEndpoints.userInfo), call(authEndpoints.userInfo)]);
    stop();
    expect(sessionStore.get()).toMatchObject({ status: "signed-out", session: null, reason: "expired" });
    expect(listener).toHaveBeenCalledOnce();
  });

  it("takes over a newer token another tab stored instead of ending the session on a 401", async () => {
    stored.loadSession.mockResolvedValue({ ...session, token: "token-2" });
    fetchMock.mockResolvedValue(json(401, envelope(401)));
    await call(authEndpoints.userInfo);
    expect(sessionStore.get()).toMatchObject({ status: "signed-in", session: { token: "token-2" } });
  });

  it("ignores a 401 for a token this tab has already replaced", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const pending = call(authEndpoints.userInfo);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    sessionStore.setToken("token-2");
    answer(json(401, envelope(401)));
    await pending;
    expect(sessionStore.get()).toMatchObject({ status: "signed-in", session: { token: "token-2" } });
  });

  it("shows no expiry reason when already on the sign-in page", async () => {
    location.pathname = "/";
    fetchMock.mockResolvedValue(json(401, envelope(401)));
    await call(authEndpoints.userInfo);
    expect(sessionStore.get()).toMatchObject({ status: "signed-out", reason: null });
  });

  it("does not treat a refused sign-in (no token sent) as an expired session", async () => {
    sessionStore.end(null);
    fetchMock.mockResolvedValue(json(401, { error_code: 401, message: "Invalid e-mail or password", result: null }));
    const result = await call(authEndpoints.login, { body: { email: "a@b.test", password: "x" } });
    expect(result.message).toBe("Invalid e-mail or password");
    expect(sessionStore.get().reason).toBeNull();
  });

  it("answers a network failure with a synthetic envelope and one toast per 2 seconds", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const first = await call(authEndpoints.userInfo);
    await call(authEndpoints.userInfo);
    expect(first.error_code).toBe(0);
    expect(notify.error).toHaveBeenCalledOnce();
  });

  it("describes a response that is not an envelope by its status", async () => {
    fetchMock.mockResolvedValue(new Response("<html>Bad gateway</html>", { status: 502, statusText: "Bad Gateway" }));
    expect(await call(authEndpoints.userInfo)).toEqual({ error_code: 502, message: "Bad Gateway", result: null });
  });
});
