import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { createUserInputSchema, forgotPasswordSchema, updateUserInputSchema } from '@bonus/domain';
import { assertProfileChangeAllowed, currentToken, currentMember, currentUser } from '../../auth/identity';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';
import { Consent, RegisterUserInput, UpdateUserInput, UserProfile } from '../types/user.types';

/** Twins of the user calls: GET/POST/PUT/DELETE /user, /user/firebase_deletion, /user/password_forgotten. */
@Resolver()
export class UserResolver {
  @Query(() => UserProfile, { description: "The signed-in member's profile." })
  @AccessRule('member')
  async me(@Ctx() { identity, services }: GraphQLContext): Promise<UserProfile> {
    return UserProfile.from(await services.users.profile(currentMember(await identity())));
  }

  @Mutation(() => UserProfile, { description: 'Registers the signed-in Firebase account as a member and returns their profile.' })
  @AccessRule('account', { signedInSession: true })
  async registerUser(@Arg('input', { description: "The member's names, birth date, consents and referral code." }) input: RegisterUserInput, @Ctx() { identity, services }: GraphQLContext): Promise<UserProfile> {
    const parsed = parseInput(createUserInputSchema(), {
      name: input.name,
      first_name: input.firstName,
      last_name: input.lastName,
      birth_timestamp: input.birthTimestamp,
      referral_code: input.referralCode,
      age_confirmed: input.ageConfirmed,
      terms_accepted: input.termsAccepted,
      lost_guarantee: input.lostGuarantee,
      digital_content_waiver: input.digitalContentWaiver,
      marketing_consent: input.marketingConsent,
    });
    return UserProfile.from(await services.users.register(currentToken(await identity()), parsed));
  }

  @Mutation(() => UserProfile, { description: "Changes the signed-in member's profile." })
  @AccessRule('member')
  async updateUser(@Arg('input', { description: 'The fields that change.' }) input: UpdateUserInput, @Ctx() { identity, services }: GraphQLContext): Promise<UserProfile> {
    const parsed = parseInput(updateUserInputSchema, {
      name: input.name ?? undefined,
      bank_account: input.bankAccount,
      email: input.email ?? undefined,
      auto_withdraw: input.autoWithdraw ?? undefined,
      marketing_consent: input.marketingConsent ?? undefined,
    });
    const caller = await identity();
    assertProfileChangeAllowed(caller, parsed);
    return UserProfile.from(await services.users.update(currentUser(caller), currentToken(caller), parsed));
  }

  @Query(() => [Consent], { description: 'The consents the member gave at registration or changed since, as last recorded.' })
  @AccessRule('member')
  async consents(@Ctx() { identity, services }: GraphQLContext): Promise<Consent[]> {
    return (await services.users.consents(currentUser(await identity()))).map(Consent.from);
  }

  @Mutation(() => Boolean, { description: 'GDPR erasure of the signed-in member, right after they signed in again.' })
  @AccessRule('member', { signedInSession: true })
  async deleteUser(@Ctx() { identity, services }: GraphQLContext): Promise<boolean> {
    const caller = await identity();
    await services.users.eraseSelf(currentUser(caller), currentToken(caller));
    return true;
  }

  @Mutation(() => Boolean, { description: 'Removes a Firebase account that has no user record.' })
  @AccessRule('account', { signedInSession: true })
  async deleteUnregisteredAccount(@Ctx() { identity, services }: GraphQLContext): Promise<boolean> {
    await services.users.deleteUnregisteredAccount(currentToken(await identity()));
    return true;
  }

  @Mutation(() => Boolean, { description: 'Firebase e-mails a password-reset link; rate-limited.' })
  @AccessRule('public')
  async requestPasswordReset(@Arg('email', { description: "The account's e-mail." }) email: string, @Ctx() { services, clientIp }: GraphQLContext): Promise<boolean> {
    const parsed = parseInput(forgotPasswordSchema, { email });
    await services.users.requestPasswordReset(parsed.email, clientIp);
    return true;
  }
}
