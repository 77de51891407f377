import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A bank or casino operator offering bonuses. */
@Entity('company')
export class CompanyEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'text', unique: true })
  name!: string;
}
