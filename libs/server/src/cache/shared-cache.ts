import { LRUCache } from 'lru-cache';
import { Client } from 'pg';
import type { EntityManager } from 'typeorm';

/** The PostgreSQL channel on which every api copy hears which cached values went stale. */
export const CACHE_CHANNEL = 'bonus_cache_invalidate';

/** A bound on memory however many members are active (per-member sessions and reads come and go): beyond it the least recently used go first. */
const MAX_ENTRIES = 50_000;
/** How often a listener that lost its connection tries again. */
const LISTENER_RETRY_MS = 2000;

/** Boxed, so that a cached undefined or null is told apart from a missing key. */
interface Entry {
  value: unknown;
}

/**
 * Values that many requests share (tiers, the generation on sale, the FAQ, home statistics, checked
 * sessions), kept in this process for a short time. A change calls `invalidate`, which drops the key
 * here and sends NOTIFY on CACHE_CHANNEL, so every other api copy listening on the same database drops
 * it too. Sent through a transaction's manager, the NOTIFY is delivered only when that transaction
 * commits, so no copy reloads the old value after the change is visible. The TTL bounds staleness
 * for changes made outside the api (a SQL console) and for a listener that lost its connection.
 */
export class SharedCache {
  /** lru-cache keeps the bound and the per-key TTLs; loads and invalidation stay ours (shared loads, epochs, NOTIFY). */
  private readonly entries: LRUCache<string, Entry>;
  private readonly loading = new Map<string, Promise<unknown>>();
  /** Bumped by every invalidation, so a load that started before it does not store its stale result. */
  private epoch = 0;
  private listener: Client | null = null;
  private listenUrl: string | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(now: () => number = Date.now) {
    // ttlResolution 0: read the clock on every check, so an entry never outlives its TTL by a cached "now".
    this.entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES, perf: { now }, ttlResolution: 0 });
  }

  /** The cached value of `key`, or the result of one shared `load` when it is missing or expired. */
  async get<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const entry = this.entries.get(key);
    if (entry) return entry.value as T;
    const pending = this.loading.get(key);
    if (pending) return pending as Promise<T>;
    const startedAt = this.epoch;
    const promise = load()
      .then((value) => {
        if (this.epoch === startedAt) this.entries.set(key, { value }, { ttl: ttlMs });
        return value;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, promise);
    return promise;
  }

  /**
   * Drops every key equal to or starting with `prefix` here and, through `manager` (the caller's
   * transaction when it has one, so the others hear of it at commit), in every other copy.
   */
  async invalidate(prefix: string, manager: EntityManager): Promise<void> {
    this.forget(prefix);
    await manager.query('SELECT pg_notify($1, $2)', [CACHE_CHANNEL, prefix]);
  }

  /**
   * Listens for other copies' invalidations on a connection of its own. When that connection is lost
   * (the database restarts), everything cached is dropped, since invalidations may have been missed,
   * and the listener reconnects by itself every few seconds until it is back.
   */
  async listen(databaseUrl: string): Promise<void> {
    this.listenUrl = databaseUrl;
    await this.connectListener();
  }

  async close(): Promise<void> {
    this.listenUrl = null;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    await this.listener?.end().catch(() => undefined);
    this.listener = null;
  }

  private async connectListener(): Promise<void> {
    const client = new Client({ connectionString: this.listenUrl ?? undefined, connectionTimeoutMillis: 5000 });
    client.on('notification', (message) => {
      if (message.channel === CACHE_CHANNEL && message.payload) this.forget(message.payload);
    });
    // A lost connection must not take the process down.
    client.on('error', () => this.listenerLost(client));
    client.on('end', () => this.listenerLost(client));
    await client.connect();
    await client.query(`LISTEN ${CACHE_CHANNEL}`);
    this.listener = client;
    this.clear(); // what was cached while nobody listened may be stale
  }

  private listenerLost(client: Client): void {
    if (this.listener !== client && this.listener !== null) return;
    this.listener = null;
    this.clear();
    if (this.listenUrl === null || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.listenUrl === null) return;
      this.connectListener().catch(() => this.listenerLost(client));
    }, LISTENER_RETRY_MS);
    this.reconnectTimer.unref();
  }

  clear(): void {
    this.forget('');
  }

  private forget(prefix: string): void {
    this.epoch++;
    if (prefix === '') this.entries.clear();
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
    for (const key of this.loading.keys()) if (key.startsWith(prefix)) this.loading.delete(key);
  }
}

/** The keys of what is cached, in one place so that readers and writers agree. */
export const CACHE_KEYS = {
  tiers: 'catalogue:tiers',
  generation: 'catalogue:generation',
  /** Both of the above: a seat taken changes the generation's load and perhaps the generation on sale. */
  catalogue: 'catalogue:',
  faq: 'content:faq',
  bonuses: 'bonuses:shown',
  adminBonusPage: (page: number) => `bonuses:admin-page:${page}`,
  /** Everything read from the bonus tables: what an admin change to a bonus drops. */
  allBonuses: 'bonuses:',
  homeStats: 'stats:home',
  session: (tokenDigest: string) => `session:${tokenDigest}`,
} as const;
