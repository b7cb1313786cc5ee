import net from "node:net";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { waitForRequestsOnClose } from "./in-flight.js";

// Whether app.close() waits for a handler whose client has hung up: the database is closed right
// after it, so a handler still running then would fail halfway and lose its write.
describe("closing the app", () => {
  it("waits for the handler of a request whose client has gone", async () => {
    const app = Fastify();
    waitForRequestsOnClose(app);
    const steps: string[] = [];
    let release = () => {};
    const started = new Promise<void>((resolve) => {
      app.get("/slow", async () => {
        steps.push("handler started");
        resolve();
        await new Promise<void>((done) => (release = done));
        steps.push("handler finished");
        return { saved: true };
      });
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : 0;

    const socket = net.connect(port, "127.0.0.1");
    socket.write("GET /slow HTTP/1.1\r\nHost: localhost\r\n\r\n");
    await started;
    await new Promise<void>((resolve) => socket.end(resolve));
    socket.destroy();

    const closed = app.close().then(() => steps.push("closed"));
    // Long enough for the closed connection to be noticed and the server to stop without the handler.
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await closed;
    expect(steps).toEqual(["handler started", "handler finished", "closed"]);
  });

  it("does not wait when nothing is running", async () => {
    const app = Fastify();
    waitForRequestsOnClose(app);
    app.get("/quick", async () => ({ ok: true }));
    expect((await app.inject({ method: "GET", url: "/quick" })).statusCode).toBe(200);
    await app.close();
  });
});
