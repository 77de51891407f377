import { Ctx, Query, Resolver } from 'type-graphql';
import { DomainError } from '@bonus/domain';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';
import { Viewer } from '../types/viewer.types';

@Resolver()
export class ViewerResolver {
  @Query(() => Viewer)
  @AccessRule('member')
  async viewer(@Ctx() { identity }: GraphQLContext): Promise<Viewer> {
    const current = await identity();
    if (current.kind !== 'member' && current.kind !== 'admin') throw new DomainError('UNAUTHENTICATED');
    return Viewer.from(current.user);
  }
}
