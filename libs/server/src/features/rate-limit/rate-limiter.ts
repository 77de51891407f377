import { DataSource } from 'typeorm';
import { DomainError } from '@bonus/domain';

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
    const [{ count }] = await this.dataSource.query(
      `INSERT INTO rate_limit_hit (bucket, key, window_start, count) VALUES ($1, $2, $3, 1)
       ON CONFLICT (bucket, key, window_start) DO UPDATE SET count = rate_limit_hit.count + 1
       RETURNING count`,
      [bucket, key.toLowerCase(), windowStart],
    );
    if (Math.random() < 0.01) {
      await this.dataSource.query(`DELETE FROM rate_limit_hit WHERE window_start < now() - interval '1 day'`);
    }
    if (count > limit) throw new DomainError('RATE_LIMITED', { bucket });
  }
}
