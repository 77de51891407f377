import { Field, ObjectType } from 'type-graphql';
import type { UserEntity } from '@bonus/server';

@ObjectType({ description: 'The signed-in user.' })
export class Viewer {
  @Field() id!: string;
  @Field() name!: string;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field() admin!: boolean;
  @Field() tierName!: string;

  static from(user: UserEntity): Viewer {
    return Object.assign(new Viewer(), { id: user.id, name: user.name, email: user.email, admin: user.admin, tierName: user.tier.name });
  }
}
