import type { DataSource } from 'typeorm';
import { addHits, countHit, deleteOldHits, type HitCount } from './rate-limit.queries';

/** Whether a hit is admitted, and when the caller may try again (whole seconds, at least 1) when not. */
export interface WindowDecision {
  allowed: boolean;
  retryAfterSeconds: number;
}

export interface WindowCountersOptions {
  /** The length of a fixed window. */
  windowSeconds: number;
  /** How often this copy adds its counts to the shared ones and learns the other copies'. */
  syncMs: number;
  /** A flush that failed (the counts stay in memory and go with the next one). */
  onError?: (error: unknown) => void;
}

interface Counter {
  bucket: string;
  key: string;
  windowStart: number;
  /** The window's total across all copies as of this copy's last flush (its own hits included). */
  shared: number;
  /** This copy's hits since, not yet sent. */
  pending: number;
  /** This copy's hits in the flush under way (in neither `shared` nor `pending` until it answers). */
  sending: number;
}

const ALLOWED: WindowDecision = { allowed: true, retryAfterSeconds: 0 };
/** Old windows are deleted by one copy's flush at most this often. */
const CLEANUP_MS = 10 * 60_000;

/**
 * Fixed-window request counters shared by every api copy through PostgreSQL (`rate_limit_hit`, the
 * table of RateLimiter) without a database call on the request's path: `hit` decides from memory (the
 * total at the last flush plus this copy's hits since) and every `syncMs` one statement adds this
 * copy's counts and reads back the totals. A client spreading requests over N copies can pass the
 * limit by at most what it sends each copy within one sync interval. `hitNow` counts in the database
 * at once, exactly, for rare routes where that matters more than a round trip.
 */
export class WindowCounters {
  private readonly counters = new Map<string, Counter>();
  /** Counts of windows that ended before they were flushed. */
  private retired: HitCount[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private cleanedAt = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly options: WindowCountersOptions,
  ) {}

  /** Flushes every `syncMs` until `stop`. */
  start(): void {
    this.timer ??= setInterval(() => void this.flush(), this.options.syncMs);
    this.timer.unref();
  }

  /** Stops flushing, after a last flush. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  /** Counts a hit of `key` in `bucket` unless its window has had `limit` already (a refused hit is not counted). */
  hit(bucket: string, key: string, limit: number, now = Date.now()): WindowDecision {
    const windowMs = this.options.windowSeconds * 1000;
    const windowStart = now - (now % windowMs);
    const id = `${bucket}\u0000${key}`;
    let counter = this.counters.get(id);
    if (!counter || counter.windowStart !== windowStart) {
      if (counter?.pending) this.retired.push({ bucket, key, windowStart: new Date(counter.windowStart), count: counter.pending });
      counter = { bucket, key, windowStart, shared: 0, pending: 0, sending: 0 };
      this.counters.set(id, counter);
    }
    if (counter.shared + counter.sending + counter.pending >= limit) return refused(windowStart + windowMs, now);
    counter.pending++;
    return ALLOWED;
  }

  /** Counts a hit in the database at once: exact across copies, one round trip. Every attempt counts. */
  async hitNow(bucket: string, key: string, limit: number, now = Date.now()): Promise<WindowDecision> {
    const windowMs = this.options.windowSeconds * 1000;
    const windowStart = now - (now % windowMs);
    const count = await countHit(this.dataSource.manager, bucket, key, new Date(windowStart));
    return count > limit ? refused(windowStart + windowMs, now) : ALLOWED;
  }

  /** Adds this copy's counts to the shared ones and learns the totals (one flush at a time). */
  flush(): Promise<void> {
    this.flushing ??= this.flushOnce().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  private async flushOnce(): Promise<void> {
    const now = Date.now();
    const windowMs = this.options.windowSeconds * 1000;
    const sent: { counter: Counter | null; hit: HitCount }[] = this.retired.map((hit) => ({ counter: null, hit }));
    this.retired = [];
    for (const [id, counter] of this.counters) {
      if (counter.pending > 0) {
        sent.push({ counter, hit: { bucket: counter.bucket, key: counter.key, windowStart: new Date(counter.windowStart), count: counter.pending } });
        counter.sending = counter.pending;
        counter.pending = 0;
      } else if (counter.windowStart + windowMs <= now) this.counters.delete(id);
    }
    if (!sent.length || !this.dataSource.isInitialized) return this.restore(sent);
    try {
      const totals = await addHits(this.dataSource.manager, sent.map(({ hit }) => hit));
      const byId = new Map(totals.map((total) => [`${total.bucket}\u0000${total.key}\u0000${total.windowStart.getTime()}`, total.count]));
      for (const { counter, hit } of sent) {
        const total = byId.get(`${hit.bucket}\u0000${hit.key}\u0000${hit.windowStart.getTime()}`);
        // Hits counted while the statement ran are in `pending` again; the total already holds those sent.
        if (!counter || counter.windowStart !== hit.windowStart.getTime()) continue;
        counter.sending = 0;
        if (total !== undefined) counter.shared = Math.max(counter.shared, total);
      }
    } catch (error) {
      this.restore(sent);
      this.options.onError?.(error);
      return;
    }
    if (now - this.cleanedAt > CLEANUP_MS) {
      this.cleanedAt = now;
      await deleteOldHits(this.dataSource.manager).catch((error: unknown) => this.options.onError?.(error));
    }
  }

  /** Counts that could not be sent go with the next flush. */
  private restore(sent: readonly { counter: Counter | null; hit: HitCount }[]): void {
    for (const { counter, hit } of sent) {
      if (counter && counter.windowStart === hit.windowStart.getTime() && this.counters.get(`${counter.bucket}\u0000${counter.key}`) === counter) {
        counter.pending += hit.count;
        counter.sending = 0;
      } else this.retired.push(hit);
    }
  }
}

const refused = (windowEnd: number, now: number): WindowDecision => ({ allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)) });
