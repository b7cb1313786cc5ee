import net from "node:net";
import { DrizzleQueryError } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { unavailable as serviceUnavailable } from "@pitlane/domain";
import { toErrorResponse } from "./errors.js";

/** A port nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === "object" && address ? address.port : 0;
}

/** An error of the driver as Drizzle hands it on. */
const fromDriver = (cause: Error) => new DrizzleQueryError("select 1", [], cause);
const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

const unavailable = { status: 503, code: "service_unavailable", retryAfterSeconds: 5 };

describe("a database out of reach", () => {
  it("answers 503 with Retry-After when the pool cannot connect", async () => {
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/none` });
    const error = await pool.query("select 1").catch((e: unknown) => e);
    await pool.end();
    expect(toErrorResponse(fromDriver(error as Error))).toMatchObject(unavailable);
  });

  it.each([
    ["a connection dropped mid-query", new Error("Connection terminated unexpectedly")],
    ["a pool that timed out connecting", new Error("timeout exceeded when trying to connect")],
    ["a server shutting down (57P01)", withCode("terminating connection due to administrator command", "57P01")],
    ["a server starting up (57P03)", withCode("the database system is starting up", "57P03")],
    ["a connection failure (08006)", withCode("connection failure", "08006")],
  ])("answers 503 for %s", (_, cause) => {
    expect(toErrorResponse(fromDriver(cause))).toMatchObject(unavailable);
  });

  it("answers the embedded database's full queue with its own 503, not as an unexpected error", () => {
    const refused = toErrorResponse(fromDriver(serviceUnavailable(1)));
    expect(refused).toMatchObject({ status: 503, code: "service_unavailable", retryAfterSeconds: 1 });
  });

  it("keeps the answers of errors that are not about reaching the database", () => {
    expect(toErrorResponse(fromDriver(withCode("duplicate key", "23505")))).toMatchObject({ status: 409 });
    expect(toErrorResponse(fromDriver(withCode('relation "x" does not exist', "42P01")))).toBeNull();
    expect(toErrorResponse(new Error("something else"))).toBeNull();
  });
});
