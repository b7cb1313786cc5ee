import net from "node:net";

export interface TcpProxy {
  port: number;
  /** Stops listening and drops every open connection: to the app, its server has gone away. */
  cut(): Promise<void>;
  /** Listens again on the same port, as a restarted server does. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of `host:port`, for tests of a database that goes away and comes back: what a
 * stopped PostgreSQL looks like from the app (dropped connections, then refused ones), without stopping
 * the server other tests share.
 */
export async function startTcpProxy(host: string, port: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(port, host);
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.once("close", () => upstream.destroy());
    upstream.once("close", () => client.destroy());
  });
  const listen = (on: number) =>
    new Promise<number>((resolve, reject) => {
      server.once("error", reject);
      server.listen(on, "127.0.0.1", () => {
        server.off("error", reject);
        const address = server.address();
        resolve(typeof address === "object" && address ? address.port : on);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  const proxyPort = await listen(0);
  return {
    port: proxyPort,
    cut: stop,
    restore: async () => void (await listen(proxyPort)),
    close: stop,
  };
}
