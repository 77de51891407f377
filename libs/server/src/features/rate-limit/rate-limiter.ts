import type { DataSource } from 'typeorm';
import { DomainError } from '@bonus/domain';
import { countHit, deleteOldHits } from './rate-limit.queries';

export interface RateLimit {
  /** Names what is limited, e.g. 'password_reset:ip'. */
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window rate limiting with one atomic upsert per hit, so concurrent requests on several api
 * copies count correctly. Old windows are deleted opportunistically.
 */
export class RateLimiter {
  constructor(private readonly dataSource: DataSource) {}

  async hit({ bucket, limit, windowSeconds }: RateLimit, key: string, now: Date = new Date()): Promise<void> {
    const windowStart = new Date(Math.floor(now.getTime() / (windowSeconds * 1000)) * windowSeconds * 1000);
    const count = await countHit(this.dataSource.manager, bucket, key.toLowerCase(), windowStart);
    if (Math.random() < 0.01) await deleteOldHits(this.dataSource.manager);
    if (count > limit) throw new DomainError('RATE_LIMITED', { bucket });
  }
}
