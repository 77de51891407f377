import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';

/** A newsletter an admin sent to the members who agreed to marketing e-mail. */
@Entity('newsletter')
export class NewsletterEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'text' })
  subject!: string;

  /** Sanitised rich text. */
  @Column({ type: 'text' })
  html!: string;

  @ManyToOne(() => UserEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'created_by' })
  author!: UserEntity | null;

  @Column({ type: 'uuid', nullable: true })
  createdBy!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
