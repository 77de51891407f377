import { Arg, Ctx, Field, Int, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { BANK_CONNECTION_STATUSES, BANK_SYNC_OUTCOMES, bankConnectionInputSchema, type BankConnectionStatus, type BankSyncOutcome, idInputSchema, writtenStatementAccount } from '@bonus/domain';
import type { BankConnectionRow, BankSyncResult } from '@bonus/server';
import { currentUser } from '../../auth/identity';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';
import { UnixSeconds } from '../scalars';
import { stringEnum } from '../string-enum';

const BankConnectionStatusEnum = stringEnum(BANK_CONNECTION_STATUSES, 'BankConnectionStatus', "A bank connection's state: connected or refused.", {
  connected: 'Synced daily and on request.',
  refused: 'The bank refused the token: nothing is fetched until a new one is pasted.',
});

const BankSyncOutcomeEnum = stringEnum(BANK_SYNC_OUTCOMES, 'BankSyncOutcome', 'How a sync ended: synced, deferred or refused.', {
  synced: 'What the bank sent is stored.',
  deferred: 'The bank asked to wait (its 30-second rule): the next sync fetches it.',
  refused: 'The bank refused the token.',
});

@ObjectType({ description: "A connection to the member's bank API (issue #55 part 4); its token is never readable." })
class BankConnection {
  @Field(() => Int, { description: "The connection's id." }) id!: number;
  @Field({ description: 'The bank API: fio.' }) provider!: string;
  @Field({ description: 'The connected account, Czech form.' }) account!: string;
  @Field(() => BankConnectionStatusEnum, { description: "A bank connection's state: connected or refused." }) status!: BankConnectionStatus;
  @Field(() => String, { nullable: true, description: 'Czech, when the connection needs the member.' }) statusMessage!: string | null;
  @Field(() => UnixSeconds, { description: 'When the token was pasted (last time).' }) connectedAt!: Date;
  @Field(() => UnixSeconds, { nullable: true, description: 'The last sync that stored what the bank sent.' }) lastSyncedAt!: Date | null;
}

@ObjectType({ description: 'What connecting or one sync did.' })
class BankSync {
  @Field(() => BankConnection, { description: 'The connection afterwards.' }) connection!: BankConnection;
  @Field(() => BankSyncOutcomeEnum, { description: 'How a sync ended: synced, deferred or refused.' }) outcome!: BankSyncOutcome;
  @Field(() => String, { nullable: true, description: 'Czech, when the outcome is not synced.' }) message!: string | null;
  @Field(() => Int, { description: 'Entries added.' }) imported!: number;
  @Field(() => Int, { description: 'Entries the bank sent that were stored before.' }) duplicates!: number;
}

@InputType({ description: 'Twin of the POST /bank_connection body.' })
class BankConnectionInput {
  @Field({ description: 'The bank API: fio.' }) provider!: string;
  @Field({ description: "The read-only token from the bank's internet banking; stored encrypted, never returned." }) token!: string;
}

const toConnection = (row: BankConnectionRow): BankConnection => ({ ...row, account: writtenStatementAccount(row.account) });
const toSync = (result: BankSyncResult): BankSync => ({ ...result, connection: toConnection(result.connection) });

/** Twins of GET /bank_connection_all, POST /bank_connection, DELETE /bank_connection and POST /bank_connection_sync. */
@Resolver()
export class BankConnectionResolver {
  @Query(() => [BankConnection], { description: "The member's bank connections, oldest first." })
  @AccessRule('member')
  async bankConnections(@Ctx() { identity, services }: GraphQLContext): Promise<BankConnection[]> {
    return (await services.bankConnections.connections(currentUser(await identity()))).map(toConnection);
  }

  @Mutation(() => BankSync, { description: 'Twin of POST /bank_connection: checks the token with one call that fetches the last 13 months, and stores it encrypted.' })
  @AccessRule('member')
  async connectBank(@Arg('input', () => BankConnectionInput, { description: 'The provider and the token.' }) input: BankConnectionInput, @Ctx() { identity, services }: GraphQLContext): Promise<BankSync> {
    const checked = parseInput(bankConnectionInputSchema, { provider: input.provider, token: input.token });
    return toSync(await services.bankConnections.connect(currentUser(await identity()), checked));
  }

  @Mutation(() => BankSync, { description: 'Twin of POST /bank_connection_sync ("Načíst teď").' })
  @AccessRule('member')
  async syncBankConnection(@Arg('id', () => Int, { description: "The connection's id." }) id: number, @Ctx() { identity, services }: GraphQLContext): Promise<BankSync> {
    return toSync(await services.bankConnections.sync(currentUser(await identity()), parseInput(idInputSchema, { id }).id));
  }

  @Mutation(() => Boolean, { description: 'Twin of DELETE /bank_connection: the connection and its token go.' })
  @AccessRule('member')
  async removeBankConnection(@Arg('id', () => Int, { description: "The connection's id." }) id: number, @Ctx() { identity, services }: GraphQLContext): Promise<boolean> {
    await services.bankConnections.remove(currentUser(await identity()), parseInput(idInputSchema, { id }).id);
    return true;
  }
}
