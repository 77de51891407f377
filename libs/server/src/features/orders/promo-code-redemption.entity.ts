import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity';
import { OrderEntity } from './order.entity';
import { PromoCodeEntity } from './promo-code.entity';

/** A promo code used by a member: recorded when the order's first payment succeeds, once per member and code. */
@Entity('promo_code_redemption')
export class PromoCodeRedemptionEntity {
  @PrimaryColumn({ type: 'integer' })
  promoCodeId!: number;

  @PrimaryColumn({ type: 'uuid' })
  userId!: string;

  @ManyToOne(() => PromoCodeEntity, { nullable: false })
  @JoinColumn({ name: 'promo_code_id' })
  promoCode!: PromoCodeEntity;

  @ManyToOne(() => UserEntity, { nullable: false })
  @JoinColumn({ name: 'user_id' })
  user!: UserEntity;

  @ManyToOne(() => OrderEntity, { nullable: false })
  @JoinColumn({ name: 'order_id' })
  order!: OrderEntity;

  @Column({ type: 'uuid' })
  orderId!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  redeemedAt!: Date;
}
