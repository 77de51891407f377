import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { GAME_VOLATILITIES } from '@bonus/domain';
import type { GameVolatility } from '@bonus/domain';
import { inList, numericAsNumber } from '../../persistence/columns';
import { GameStudioEntity } from './game-studio.entity';

/** A casino game that slot and live bonuses are played on. */
@Entity('game')
@Unique('game_studio_name', ['gameStudioId', 'name'])
@Check('game_volatility_check', inList('volatility', GAME_VOLATILITIES))
@Check('game_rtp_check', '"rtp" > 0 AND "rtp" <= 100')
export class GameEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'text' })
  name!: string;

  @ManyToOne(() => GameStudioEntity, { nullable: false })
  @JoinColumn({ name: 'game_studio_id' })
  gameStudio!: GameStudioEntity;

  @Column({ type: 'integer' })
  gameStudioId!: number;

  /** Return to player in percent, e.g. 96.50. */
  @Column({ type: 'numeric', precision: 5, scale: 2, transformer: numericAsNumber })
  rtp!: number;

  @Column({ type: 'text' })
  volatility!: GameVolatility;

  @Column({ type: 'text' })
  urlLink!: string;
}
