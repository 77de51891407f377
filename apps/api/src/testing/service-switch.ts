import net from 'node:net';

/**
 * A loopback TCP relay in front of an outside service (PostgreSQL, the Firebase Auth emulator) that a test can
 * switch off, stall and on. Off, it closes its port and cuts every open connection: what the api sees when the
 * service stops (refused connections, connections terminated mid-use). Stalled, it accepts connections and
 * forwards nothing either way: a service that hangs. The service itself keeps running for the other suites.
 */
export interface ServiceSwitch {
  /** host:port of the relay. */
  host: string;
  off: () => Promise<void>;
  /** Cuts open connections and answers new ones with silence. */
  stall: () => Promise<void>;
  on: () => Promise<void>;
  close: () => Promise<void>;
}

/** A ServiceSwitch in front of PostgreSQL: `url` is the database URL with the relay's port in place of the server's. */
export interface DatabaseSwitch extends ServiceSwitch {
  url: string;
}

export async function startServiceSwitch(target: { hostname: string; port: number }): Promise<ServiceSwitch> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  let stalled = false;

  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
  };
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  };

  const on = () =>
    new Promise<void>((resolve, reject) => {
      if (stalled) cutAll(); // the held calls fail now, and whoever retries them gets through
      stalled = false;
      if (server) return resolve();
      const relay = net.createServer((client) => {
        track(client);
        if (stalled) return; // held open, never answered
        const upstream = net.connect(target.port, target.hostname);
        track(upstream);
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
      cutAll();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });

  const stall = async () => {
    await on();
    stalled = true;
    cutAll();
  };

  await on();
  return { host: `127.0.0.1:${port}`, off, stall, on, close: off };
}

export async function startDatabaseSwitch(databaseUrl: string): Promise<DatabaseSwitch> {
  const target = new URL(databaseUrl);
  const relay = await startServiceSwitch({ hostname: target.hostname, port: Number(target.port) });
  const url = new URL(databaseUrl);
  url.port = relay.host.split(':')[1];
  return { ...relay, url: url.toString() };
}
