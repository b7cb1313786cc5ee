import net from "node:net";
import { authEndpoints, branchEndpoints } from "@pitlane/domain";
import type { InjectOptions } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../test/app.js";
import { TEST_XSRF } from "../test/client.js";
import { refusalEnvelope } from "../test/refusals.js";

const t = useTestApp();

const csrf = { cookie: `XSRF-TOKEN=${TEST_XSRF}`, "x-xsrf-token": TEST_XSRF };
/** Put in every URL below: no answer may repeat it. */
const MARK = "echo-me";

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

/** What a client reads of any answer, whatever refused it: the envelope, JSON in UTF-8, the security headers. */
function expectEnvelope(res: Answer, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(JSON.parse(res.body)).toEqual(refusalEnvelope(status, message));
  expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
  expect(res.headers["content-security-policy"]).toMatch(/default-src 'self'.*frame-ancestors 'none'/);
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["referrer-policy"]).toBe("no-referrer");
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(res.body).not.toContain(MARK);
}

const inject = async (options: InjectOptions): Promise<Answer> => {
  const res = await t.app.inject(options);
  return { status: res.statusCode, headers: res.headers, body: res.body };
};

describe("answers Fastify gives before a route is found", () => {
  it("a path parameter over its length: 414", async () => {
    const url = branchEndpoints.get.path.replace(":id", MARK + "x".repeat(200));
    expectEnvelope(await inject({ method: "GET", url }), 414, "The address is too long");
  });

  it("a URL that does not decode: 400", async () => {
    const url = branchEndpoints.get.path.replace(":id", `${MARK}%E0%A4%A`);
    expectEnvelope(await inject({ method: "GET", url }), 400, "The address is not validly encoded");
  });

  it("an unknown path, and a method the path does not take: 404", async () => {
    const missing = await inject({ method: "GET", url: `/customer/api/${MARK}` });
    expectEnvelope(missing, 404, "Nothing answers this method at this address");
    const wrongMethod = await inject({ method: "DELETE", url: `${authEndpoints.login.path}?${MARK}`, headers: csrf });
    expectEnvelope(wrongMethod, 404, "Nothing answers this method at this address");
  });
});

describe("answers to a body that cannot be read", () => {
  it("too large: 413", async () => {
    const res = await inject({
      method: "POST",
      url: `${authEndpoints.forgotPassword.path}?${MARK}`,
      headers: csrf,
      payload: { email: "someone@example.test", padding: "x".repeat(1024 * 1024) },
    });
    expectEnvelope(res, 413, "The request is too large");
  });

  it("malformed JSON: 400", async () => {
    const res = await inject({
      method: "POST",
      url: `${authEndpoints.login.path}?${MARK}`,
      headers: { ...csrf, "content-type": "application/json" },
      payload: `{"email": "${MARK}`,
    });
    expectEnvelope(res, 400, "body: must be valid JSON");
  });
});

describe("answers Node gives to a request it cannot read as HTTP", () => {
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as net.AddressInfo).port;
  });

  /** Sends raw bytes and reads the answer up to the server closing the connection. */
  function sendRaw(request: string): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
      let text = "";
      socket.on("data", (chunk) => (text += chunk.toString()));
      socket.on("error", reject);
      socket.on("close", () => {
        const [head = "", body = ""] = text.split("\r\n\r\n");
        const [statusLine = "", ...lines] = head.split("\r\n");
        const headers = Object.fromEntries(
          lines.map((line) => [
            line.slice(0, line.indexOf(":")).toLowerCase(),
            line.slice(line.indexOf(":") + 1).trim(),
          ]),
        );
        resolve({ status: Number(statusLine.split(" ")[1]), headers, body });
      });
    });
  }

  it("headers too large: 431", async () => {
    const res = await sendRaw(`GET /health?${MARK} HTTP/1.1\r\nHost: x\r\nX-Big: ${MARK}${"a".repeat(20_000)}\r\n\r\n`);
    expectEnvelope(res, 431, "The request's headers are too large");
  });

  it("not HTTP at all: 400", async () => {
    expectEnvelope(await sendRaw(`${MARK} nonsense\r\n\r\n`), 400, "The request could not be read");
  });
});
