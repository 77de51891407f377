import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('faq_category')
export class FaqCategoryEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'text', unique: true })
  name!: string;

  @Column({ type: 'integer', default: 0 })
  position!: number;
}
