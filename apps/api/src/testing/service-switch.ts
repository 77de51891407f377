import net from 'node:net';
import { Transform } from 'node:stream';

/**
 * A loopback TCP relay in front of an outside service (PostgreSQL, the Firebase Auth emulator) that a test can
 * switch off, stall and on. Off, it closes its port and cuts every open connection: what the api sees when the
 * service stops (refused connections, connections terminated mid-use). Stalled, it accepts connections and
 * forwards nothing either way: a service that hangs. In front of an HTTP service it can also fail some requests
 * only (`failRequests`): a service that answers one call and fails on its side for the next. The service itself keeps running for
 * the other suites.
 */
export interface ServiceSwitch {
  /** host:port of the relay. */
  host: string;
  off: () => Promise<void>;
  /** Cuts open connections and answers new ones with silence. */
  stall: () => Promise<void>;
  /**
   * HTTP requests whose request line matches `pattern` are answered 500 (the service failing on its side; a status
   * firebase-admin does not retry), from the `after`+1st on (the first `after` pass); the rest pass. `on` ends it.
   */
  failRequests: (pattern: RegExp, options?: { after?: number }) => void;
  on: () => Promise<void>;
  close: () => Promise<void>;
}

/** A ServiceSwitch in front of PostgreSQL: `url` is the database URL with the relay's port in place of the server's. */
export interface DatabaseSwitch extends ServiceSwitch {
  url: string;
}

const FAILED_BODY = JSON.stringify({ error: { code: 500, message: 'INTERNAL_ERROR', errors: [] } });
const FAILED_ANSWER = `HTTP/1.1 500 Internal Server Error\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(FAILED_BODY)}\r\nconnection: close\r\n\r\n${FAILED_BODY}`;

export async function startServiceSwitch(target: { hostname: string; port: number }): Promise<ServiceSwitch> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  let stalled = false;
  let failing: { pattern: RegExp; passes: number } | null = null;
  /** Whether a chunk from the client starts a request that is to fail. */
  const fails = (chunk: Buffer) => {
    if (!failing) return false;
    const requestLine = chunk.toString('latin1', 0, 300).split('\r\n')[0];
    if (!/^[A-Z]+ \S+ HTTP\/1\.[01]$/.test(requestLine) || !failing.pattern.test(requestLine)) return false;
    return failing.passes-- <= 0;
  };

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
      failing = null;
      if (server) return resolve();
      const relay = net.createServer((client) => {
        track(client);
        if (stalled) return; // held open, never answered
        const upstream = net.connect(target.port, target.hostname);
        track(upstream);
        let refused = false;
        const guard = new Transform({
          transform: (chunk: Buffer, _encoding, forward) => {
            if (!refused && fails(chunk)) {
              refused = true; // the rest of this connection (the request's body) goes nowhere
              client.end(FAILED_ANSWER);
            }
            forward(null, refused ? undefined : chunk);
          },
        });
        client.pipe(guard).pipe(upstream).pipe(client);
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
  const failRequests: ServiceSwitch['failRequests'] = (pattern, { after = 0 } = {}) => {
    failing = { pattern, passes: after };
  };
  return { host: `127.0.0.1:${port}`, off, stall, failRequests, on, close: off };
}

export async function startDatabaseSwitch(databaseUrl: string): Promise<DatabaseSwitch> {
  const target = new URL(databaseUrl);
  const relay = await startServiceSwitch({ hostname: target.hostname, port: Number(target.port) });
  const url = new URL(databaseUrl);
  url.port = relay.host.split(':')[1];
  return { ...relay, url: url.toString() };
}
