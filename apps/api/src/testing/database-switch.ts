import net from 'node:net';

/**
 * A loopback TCP relay in front of PostgreSQL that a test can switch off and on. Off, it closes its
 * port and cuts every open connection, which is what the api sees when the database server stops:
 * refused connections and connections terminated mid-use.
 */
export interface DatabaseSwitch {
  /** The database URL with the relay's port in place of the server's. */
  url: string;
  off: () => Promise<void>;
  on: () => Promise<void>;
  close: () => Promise<void>;
}

export async function startDatabaseSwitch(databaseUrl: string): Promise<DatabaseSwitch> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;

  const on = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      const relay = net.createServer((client) => {
        const upstream = net.connect(Number(target.port), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      relay.once('error', reject);
      relay.listen(port, '127.0.0.1', () => {
        port = (relay.address() as net.AddressInfo).port;
        server = relay;
        resolve();
      });
    });

  const off = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });

  await on();
  const url = new URL(databaseUrl);
  url.port = String(port);
  return { url: url.toString(), off, on, close: off };
}
