import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A numbered batch of memberships with limited capacity; the next one is 25 % dearer. */
@Entity('generation')
@Check('generation_load_check', '"current_load" >= 0 AND "current_load" <= "limit"')
@Check('generation_number_check', '"number" >= 1')
@Index('generation_single_in_use', ['inUse'], { unique: true, where: '"in_use"' })
export class GenerationEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'integer', unique: true })
  number!: number;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'integer' })
  limit!: number;

  @Column({ type: 'integer', default: 0 })
  currentLoad!: number;

  @Column({ type: 'boolean', default: false })
  inUse!: boolean;
}
