import { Client } from 'pg';

/** How often a listener that lost its connection tries again. */
const RETRY_MS = 2000;

export interface PgListenerHandlers {
  onNotify: (channel: string, payload: string) => void;
  /** Called when the listener (re)connects and when it loses its connection: notifications may have been missed in between. */
  onGap?: () => void;
}

/**
 * LISTENs on PostgreSQL channels on a connection of its own. A NOTIFY sent inside a transaction is
 * delivered only when it commits, which is what makes it useful for "a change is visible now". When the
 * connection is lost (the database restarts) the listener reconnects by itself every few seconds.
 */
export class PgListener {
  private client: Client | null = null;
  private url: string | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly channels: readonly string[],
    private readonly handlers: PgListenerHandlers,
  ) {}

  async start(databaseUrl: string): Promise<void> {
    this.url = databaseUrl;
    await this.connect();
  }

  async close(): Promise<void> {
    this.url = null;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.url ?? undefined, connectionTimeoutMillis: 5000 });
    client.on('notification', (message) => this.handlers.onNotify(message.channel, message.payload ?? ''));
    // A lost connection must not take the process down.
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      for (const channel of this.channels) await client.query(`LISTEN ${channel}`);
    } catch (error) {
      await client.end().catch(() => undefined); // a half-open connection is not kept (nor leaked per retry)
      throw error;
    }
    if (this.url === null) {
      await client.end().catch(() => undefined); // closed while connecting
      return;
    }
    this.client = client;
    this.handlers.onGap?.();
  }

  private lost(client: Client): void {
    if (this.client !== client && this.client !== null) return;
    this.client = null;
    this.handlers.onGap?.();
    if (this.url === null || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.url === null) return;
      this.connect().catch(() => this.lost(client));
    }, RETRY_MS);
    this.reconnectTimer.unref();
  }
}
