import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The studio that makes casino games (Pragmatic Play, Evolution …). */
@Entity('game_studio')
export class GameStudioEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'text', unique: true })
  name!: string;
}
