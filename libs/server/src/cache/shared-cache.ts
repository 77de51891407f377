import { LRUCache } from 'lru-cache';
import type { EntityManager } from 'typeorm';
import { PgListener } from '../persistence/pg-listener';

/** The PostgreSQL channel on which every api copy hears which cached values went stale. */
export const CACHE_CHANNEL = 'bonus_cache_invalidate';

/** A bound on memory however many members are active (per-member sessions and reads come and go): beyond it the least recently used go first. */
const MAX_ENTRIES = 50_000;

/**
 * How often entries past their TTL are dropped. lru-cache drops one only when it is read or evicted, and keys
 * that are never read again stay until MAX_ENTRIES pushes them out: a member's reads cached under their
 * data_version before their last write, for instance, which can be large (issue #59).
 */
const PURGE_EVERY_MS = 60_000;

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
  private purgedAt: number;
  /** Other copies' invalidations; a gap in listening drops everything, since some may have been missed. */
  private readonly listener = new PgListener([CACHE_CHANNEL], {
    onNotify: (_channel, prefix) => {
      if (prefix) this.forget(prefix);
    },
    onGap: () => this.clear(),
  });

  constructor(private readonly now: () => number = Date.now) {
    // ttlResolution 0: read the clock on every check, so an entry never outlives its TTL by a cached "now".
    this.entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES, perf: { now }, ttlResolution: 0 });
    this.purgedAt = now();
  }

  /** Entries held, fresh or expired and not yet dropped (for the metrics). */
  get size(): number {
    return this.entries.size;
  }

  /**
   * Changes whenever anything cached here is dropped, by this copy or (heard by NOTIFY) another: an answer
   * built from cached values and kept under this number is never served after one of them went stale.
   */
  get version(): number {
    return this.epoch;
  }

  /** The cached value of `key` when one is stored and fresh (without loading it). */
  peek<T>(key: string): T | undefined {
    return this.entries.get(key)?.value as T | undefined;
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
        this.purgeNowAndThen();
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
  listen(databaseUrl: string): Promise<void> {
    return this.listener.start(databaseUrl);
  }

  close(): Promise<void> {
    return this.listener.close();
  }

  clear(): void {
    this.forget('');
  }

  /** Drops the expired entries once every PURGE_EVERY_MS, on a store (no timer to keep or to stop). */
  private purgeNowAndThen(): void {
    if (this.now() - this.purgedAt < PURGE_EVERY_MS) return;
    this.purgedAt = this.now();
    this.entries.purgeStale();
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
  /** The back office settings (Nastavení). */
  settings: 'settings:site',
  bonuses: 'bonuses:shown',
  adminBonusPage: (page: number) => `bonuses:admin-page:${page}`,
  /** Offers' earnings_stats (members' approved results), shared by every member's list. */
  earningsStats: 'bonuses:earnings-stats',
  /** Everything read from the bonus tables: what an admin change to a bonus drops. */
  allBonuses: 'bonuses:',
  homeStats: 'stats:home',
  session: (tokenDigest: string) => `session:${tokenDigest}`,
} as const;
