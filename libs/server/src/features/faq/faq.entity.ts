import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { FaqCategoryEntity } from './faq-category.entity';

@Entity('faq')
@Index('faq_list', ['faqCategoryId', 'position'])
export class FaqEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @ManyToOne(() => FaqCategoryEntity, { nullable: false, onDelete: 'CASCADE' })
  @JoinColumn({ name: 'faq_category_id' })
  faqCategory!: FaqCategoryEntity;

  @Column({ type: 'integer' })
  faqCategoryId!: number;

  @Column({ type: 'text' })
  question!: string;

  @Column({ type: 'text' })
  answer!: string;

  @Column({ type: 'integer', default: 0 })
  position!: number;

  @Column({ type: 'boolean', default: true })
  visible!: boolean;
}
