// A TCP relay between an app and its PostgreSQL server, which a test can cut: to the app it looks
// exactly like its database restarting or failing over (every connection reset, then connections
// refused, then a server that answers again) without touching the server other tests share.
import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** How many connections the relay has accepted so far. */
  readonly accepted: number;
  /** Resets every open connection and refuses new ones (nothing listens on the port). */
  goDown(): Promise<void>;
  /** Listens again on the same port. */
  comeBack(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }, options: { down?: boolean } = {}) {
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  let server: net.Server | null = null;
  let port = 0;

  const relay = (client: net.Socket) => {
    accepted += 1;
    const upstream = net.connect(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      // A reset on one side resets the other; the errors themselves are the point.
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };

  const listen = async () => {
    server = net.createServer(relay);
    await new Promise<void>((resolve, reject) => {
      server?.once('error', reject);
      server?.listen(port, '127.0.0.1', () => resolve());
    });
    port = (server.address() as net.AddressInfo).port;
  };

  const stopListening = async () => {
    const closing = server;
    server = null;
    if (closing) await new Promise((resolve) => closing.close(resolve));
  };

  await listen();
  if (options.down) await stopListening();

  const proxy: TcpProxy = {
    get port() {
      return port;
    },
    get accepted() {
      return accepted;
    },
    async goDown() {
      const closing = stopListening();
      for (const socket of sockets) socket.resetAndDestroy();
      await closing;
    },
    comeBack: listen,
    async close() {
      await proxy.goDown();
    },
  };
  return proxy;
}
