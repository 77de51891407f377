import { Arg, Ctx, Field, Float, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { idInputSchema, statementCounterparty, statementDayStart, TRANSACTION_KINDS, type TransactionKind, writtenStatementAccount } from '@bonus/domain';
import { currentUser } from '../../auth/identity';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';
import { UnixSeconds } from '../scalars';
import { stringEnum } from '../string-enum';

const TransactionKindEnum = stringEnum(TRANSACTION_KINDS, 'TransactionKind', 'card_payment, transfer_in, transfer_out, own_transfer, cash_withdrawal, fee or other.');

@ObjectType({ description: 'One import of a bank statement (issue #37).' })
class BankStatement {
  @Field(() => Int) id!: number;
  @Field({ description: 'camt053 or gpc' }) format!: string;
  @Field({ description: 'Czech form; no bank code while a GPC import has none named.' }) account!: string;
  @Field(() => UnixSeconds, { description: 'The first day covered (Prague midnight).' }) from!: Date;
  @Field(() => UnixSeconds, { description: 'The last day covered (Prague midnight).' }) to!: Date;
  @Field(() => Int) entryCount!: number;
  @Field(() => Int, { description: 'Entries this import added (the rest were there already).' }) importedCount!: number;
  @Field(() => UnixSeconds) importedAt!: Date;
}

@ObjectType({ description: 'Whether a transaction counts toward one started offer.' })
class TransactionVerdict {
  @Field(() => Int) bonusId!: number;
  @Field() counts!: boolean;
  @Field(() => String, { nullable: true, description: 'Czech, when it does not count.' }) reason!: string | null;
}

@ObjectType({ description: "A booked entry of the member's imports, as GET /bank_transaction_all gives it." })
class BankTransaction {
  @Field(() => Int) id!: number;
  @Field(() => Int) statementId!: number;
  @Field() account!: string;
  @Field(() => UnixSeconds, { name: 'bookedTimestamp', description: 'The booking day (Prague midnight).' }) bookedAt!: Date;
  @Field(() => Float, { description: 'Kč; negative when money leaves.' }) amount!: number;
  @Field(() => TransactionKindEnum) kind!: TransactionKind;
  @Field(() => String, { nullable: true }) counterparty!: string | null;
  @Field() description!: string;
  @Field() gambling!: boolean;
  @Field(() => [TransactionVerdict]) countsFor!: TransactionVerdict[];
}

/** Twins of GET /bank_transaction_all and DELETE /bank_statement, and the list of imports (uploads go to POST /bank_statement). */
@Resolver()
export class BankStatementResolver {
  @Query(() => [BankStatement], { description: "The member's statement imports, newest first." })
  @AccessRule('member')
  async bankStatements(@Ctx() { identity, services }: GraphQLContext): Promise<BankStatement[]> {
    const rows = await services.bankStatements.statements(currentUser(await identity()));
    return rows.map((row) => ({ ...row, account: writtenStatementAccount(row.account), from: statementDayStart(row.fromDay), to: statementDayStart(row.toDay) }));
  }

  @Query(() => [BankTransaction], { description: "The transactions of the member's imports, newest first." })
  @AccessRule('member')
  async bankTransactions(@Ctx() { identity, services }: GraphQLContext): Promise<BankTransaction[]> {
    const transactions = await services.bankStatements.transactions(currentUser(await identity()));
    return transactions.map((transaction) => ({
      id: Number(transaction.id),
      statementId: transaction.statementId,
      account: writtenStatementAccount(transaction.account),
      bookedAt: statementDayStart(transaction.bookedOn),
      amount: transaction.amountHalere / 100,
      kind: transaction.kind,
      counterparty: statementCounterparty(transaction),
      description: transaction.description,
      gambling: transaction.gambling,
      countsFor: transaction.countsFor,
    }));
  }

  @Mutation(() => Boolean, { description: 'Twin of DELETE /bank_statement: the import and its transactions go.' })
  @AccessRule('member')
  async deleteBankStatement(@Arg('id', () => Int) id: number, @Ctx() { identity, services }: GraphQLContext): Promise<boolean> {
    await services.bankStatements.remove(currentUser(await identity()), parseInput(idInputSchema, { id }).id);
    return true;
  }
}
