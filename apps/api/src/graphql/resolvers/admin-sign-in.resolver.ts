import { Ctx, Mutation, Resolver } from 'type-graphql';
import { currentUser } from '../../auth/identity';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';

/** "Administrace" in the member app: the admin app (another origin) signs in with the admin's own account. */
@Resolver()
export class AdminSignInResolver {
  @Mutation(() => String, {
    description:
      "A Firebase custom token (valid for an hour) for the signed-in admin's own account: the admin app signs in with it (signInWithCustomToken). Admins' own sessions only, never a personal API token.",
  })
  @AccessRule('admin', { signedInSession: true })
  async adminSignInToken(@Ctx() { identity, services }: GraphQLContext): Promise<string> {
    return services.adminSignIn.handoverToken(currentUser(await identity()));
  }
}
