import { randomUUID } from "node:crypto";
import * as domain from "@pitlane/domain";
import {
  authEndpoints,
  branchEndpoints,
  buildPath,
  clientEndpoints,
  fleetBranchEndpoints,
  vehicleEndpoints,
  type Endpoint,
} from "@pitlane/domain";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/app.js";
import { TEST_XSRF } from "../test/client.js";
import { createClient } from "../test/factories/client.js";
import { createCompany } from "../test/factories/fleet.js";
import { createOpsUser } from "../test/factories/ops.js";
import { createVehicle } from "../test/factories/fleet-vehicle.js";
import { branchBody, createShop } from "../test/factories/shop.js";
import { createStation } from "../test/factories/station.js";
import { listTotal } from "../test/lists.js";
import { invalidEnvelope } from "../test/refusals.js";

const t = useTestApp();

const csrf = { cookie: `XSRF-TOKEN=${TEST_XSRF}`, "x-xsrf-token": TEST_XSRF };

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === "object" && value !== null && "method" in value && "path" in value && "result" in value;
}

/** Every state-changing route the app registers, once each (the endpoint objects of the domain). */
const writes = [
  ...new Map(
    Object.entries(domain)
      .filter(([name]) => name.endsWith("Endpoints"))
      .flatMap(([, group]) => Object.values(group as Record<string, unknown>).filter(isEndpoint))
      .filter((endpoint) => endpoint.method !== "GET")
      .map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint]),
  ).values(),
];

/** The path with a fresh id in every parameter: the refusal comes before any record is looked up. */
const urlOf = (endpoint: Endpoint) =>
  buildPath(
    endpoint.path,
    Object.fromEntries([...endpoint.path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, randomUUID()])),
  );

describe("a content type a route does not take", () => {
  it("is checked on every state-changing route", () => expect(writes.length).toBeGreaterThan(90));

  it.each(writes.map((e) => [e.method, e.path, e]))(
    "%s %s refuses a text/plain body with 400, signed in with every permission",
    async (_method, _path, endpoint) => {
      const token =
        endpoint.auth === "shop"
          ? (await createShop(t)).token
          : endpoint.auth === "fleet"
            ? (await createCompany(t)).token
            : endpoint.auth === "ops"
              ? (await createOpsUser(t, "admin")).token
              : undefined;
      // A station's own system signs its requests with its terminal key.
      const caller =
        endpoint.auth === "station"
          ? { "x-terminal-key": (await createStation(t)).key }
          : token
            ? { authorization: `Bearer ${token}` }
            : {};
      const res = await t.app.inject({
        method: endpoint.method,
        url: urlOf(endpoint),
        headers: { ...csrf, "content-type": "text/plain", ...caller },
        payload: '{"id":"x"}',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(
        endpoint.multipart
          ? invalidEnvelope("file: must be sent as multipart/form-data")
          : invalidEnvelope("body: must be JSON"),
      );
    },
  );
});

describe("POST vehicle/delete/:id (a route without a body)", () => {
  const send = (token: string, id: string, headers: Record<string, string>, payload?: string) =>
    t.app.inject({
      method: "POST",
      url: buildPath(vehicleEndpoints.remove.path, { id }),
      headers: { ...csrf, authorization: `Bearer ${token}`, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
  const stillThere = async (token: string, id: string) =>
    (await t.api.call(vehicleEndpoints.get, { token, params: { id } })).status === 200;

  it("refuses text/plain, a form and multipart, and keeps the vehicle", async () => {
    const company = await createCompany(t);
    const { id } = await createVehicle(t, company.companyId);
    const text = await send(company.token, id, { "content-type": "text/plain" }, "");
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual(invalidEnvelope("body: must be JSON"));
    const form = await send(company.token, id, { "content-type": "application/x-www-form-urlencoded" }, "a=b");
    expect(form.json()).toEqual(invalidEnvelope("body: must be JSON"));
    const multipart = await send(
      company.token,
      id,
      { "content-type": "multipart/form-data; boundary=x" },
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
    );
    expect(multipart.json()).toEqual(invalidEnvelope("body: must be JSON"));
    expect(await stillThere(company.token, id)).toBe(true);
  });

  it("refuses a JSON body with a field, naming it, and keeps the vehicle", async () => {
    const company = await createCompany(t);
    const { id } = await createVehicle(t, company.companyId);
    const res = await send(company.token, id, { "content-type": "application/json" }, '{"force":true}');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidEnvelope("force: is not a field this request takes"));
    expect(await stillThere(company.token, id)).toBe(true);
  });

  it("deletes with no body, an empty JSON body or {}", async () => {
    const company = await createCompany(t);
    for (const [headers, payload] of [
      [{}, undefined],
      [{ "content-type": "application/json" }, ""],
      [{ "content-type": "application/json; charset=utf-8" }, "{}"],
    ] as const) {
      const { id } = await createVehicle(t, company.companyId);
      expect((await send(company.token, id, headers, payload)).statusCode).toBe(200);
      expect(await stillThere(company.token, id)).toBe(false);
    }
  });
});

describe("POST client/delete (a route with a JSON body)", () => {
  it("refuses the same body sent as text/plain and keeps the client", async () => {
    const shop = await createShop(t);
    const client = await createClient(t, shop.shopId);
    const res = await t.app.inject({
      method: "POST",
      url: clientEndpoints.remove.path,
      headers: { ...csrf, authorization: `Bearer ${shop.token}`, "content-type": "text/plain" },
      payload: JSON.stringify({ id: client.id }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidEnvelope("body: must be JSON"));
    const after = await t.api.call(clientEndpoints.get, { token: shop.token, params: { id: client.id } });
    expect(after.body.result).toMatchObject({ _id: client.id, archived_at: null });
  });
});

describe("a field the body does not declare", () => {
  it("is refused by name on a shop's write, and nothing is added", async () => {
    const shop = await createShop(t);
    const before = await listTotal(t, branchEndpoints.list, shop.token);
    const res = await t.api.call(branchEndpoints.create, {
      token: shop.token,
      body: branchBody({ shop_id: randomUUID() }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidEnvelope("shop_id: is not a field this request takes"));
    expect(await listTotal(t, branchEndpoints.list, shop.token)).toBe(before);
  });

  it("is refused by name on a fleet write, and nothing changes", async () => {
    const company = await createCompany(t);
    const before = await listTotal(t, fleetBranchEndpoints.list, company.token);
    const res = await t.api.call(fleetBranchEndpoints.create, {
      token: company.token,
      body: { name: "Depot", company_id: randomUUID() },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidEnvelope("company_id: is not a field this request takes"));
    expect(await listTotal(t, fleetBranchEndpoints.list, company.token)).toBe(before);
  });

  it("is refused on a public route too, before anything is sent", async () => {
    const res = await t.api.call(authEndpoints.forgotPassword, { body: { email: "a@b.test", role: "owner" } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(invalidEnvelope("role: is not a field this request takes"));
  });
});

describe("the OpenAPI document", () => {
  /** Every object schema of a request body, however deep, that would take a key it does not name. */
  function openObjects(node: unknown, at: string): string[] {
    if (typeof node !== "object" || node === null) return [];
    const record = node as Record<string, unknown>;
    const isObject = record.type === "object" || "properties" in record;
    const own = isObject && record.additionalProperties !== false ? [at] : [];
    return [...own, ...Object.entries(record).flatMap(([key, child]) => openObjects(child, `${at}/${key}`))];
  }

  it("says of every request body that it takes no other field", async () => {
    const doc: { paths: Record<string, Record<string, { requestBody?: unknown }>> } = (
      await t.app.inject({ method: "GET", url: "/docs/json" })
    ).json();
    const bodies = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([method, operation]) => method !== "get" && operation.requestBody)
        .map(([method, operation]) => ({ at: `${method} ${path}`, body: operation.requestBody })),
    );
    expect(bodies.length).toBeGreaterThan(50);
    expect(bodies.flatMap(({ at, body }) => openObjects(body, at))).toEqual([]);
  });
});
