import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Request counts per bucket, key and fixed window; in PostgreSQL so every api copy shares them. */
@Entity('rate_limit_hit')
@Index('rate_limit_hit_window', ['windowStart'])
export class RateLimitHitEntity {
  @PrimaryColumn({ type: 'text' })
  bucket!: string;

  @PrimaryColumn({ type: 'text' })
  key!: string;

  @PrimaryColumn({ type: 'timestamptz' })
  windowStart!: Date;

  @Column({ type: 'integer', default: 0 })
  count!: number;
}
