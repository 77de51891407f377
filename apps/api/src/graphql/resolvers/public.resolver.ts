import { Ctx, Query, Resolver } from 'type-graphql';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';
import { Generation, HomeStats, Tier } from '../types/catalogue.types';

/** Twins of the public REST calls GET /tier_all, /generation and /user/get_stats, and whether registration is open. */
@Resolver()
export class PublicResolver {
  @Query(() => [Tier], { description: 'The membership tiers with the prices of the generation on sale (public).' })
  @AccessRule('public')
  async tiers(@Ctx() { services }: GraphQLContext): Promise<Tier[]> {
    return (await services.tiers.listTiers()).map(Tier.from);
  }

  @Query(() => Generation, { description: 'The membership generation on sale now (public).' })
  @AccessRule('public')
  async generation(@Ctx() { services }: GraphQLContext): Promise<Generation> {
    return Generation.from(await services.tiers.generation());
  }

  @Query(() => String, { description: 'Whether new members can register: open, closed (registration switched off) or maintenance; the register page says so before anything is typed.' })
  @AccessRule('public')
  registrationStatus(@Ctx() { services }: GraphQLContext): Promise<string> {
    return services.settings.registrationStatus();
  }

  @Query(() => HomeStats, { description: "The home page's public statistics." })
  @AccessRule('public')
  async homeStats(@Ctx() { services }: GraphQLContext): Promise<HomeStats> {
    return HomeStats.from(await services.homeStats.getStats());
  }
}
