import { Arg, Ctx, Field, Float, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { idInputSchema, statementDayStart, TRANSACTION_KINDS, type TransactionKind, writtenStatementAccount } from '@bonus/domain';
import { paymentView } from '@bonus/server';
import { currentUser } from '../../auth/identity';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';
import { UnixSeconds } from '../scalars';
import { stringEnum } from '../string-enum';

const TransactionKindEnum = stringEnum(TRANSACTION_KINDS, 'TransactionKind', 'What a transaction is: card_payment, transfer_in, transfer_out, own_transfer, cash_withdrawal, cash_deposit, fee or other.', {
  card_payment: 'A card payment.',
  cash_withdrawal: 'Cash taken out at an ATM or counter.',
  cash_deposit: 'Cash paid in at an ATM or counter.',
  fee: 'A fee the bank charged.',
  other: 'Anything else.',
  own_transfer: "A transfer between the member's own accounts.",
  transfer_in: 'A transfer coming in.',
  transfer_out: 'A transfer going out.',
});

@ObjectType({ description: 'One import of a bank statement (issue #37).' })
class BankStatement {
  @Field(() => Int, { description: "The import's id." }) id!: number;
  @Field({ description: "The file's format: camt053 or gpc." }) format!: string;
  @Field({ description: 'Czech form; no bank code while a GPC import has none named.' }) account!: string;
  @Field(() => UnixSeconds, { description: 'The first day covered (Prague midnight).' }) from!: Date;
  @Field(() => UnixSeconds, { description: 'The last day covered (Prague midnight).' }) to!: Date;
  @Field(() => Int, { description: 'Entries the statement holds.' }) entryCount!: number;
  @Field(() => Int, { description: 'Entries this import added (the rest were there already).' }) importedCount!: number;
  @Field(() => UnixSeconds, { description: 'When it was imported, unix seconds.' }) importedAt!: Date;
}

@ObjectType({ description: 'Whether a transaction counts toward one started offer.' })
class TransactionVerdict {
  @Field(() => Int, { description: "The started offer's bonus id." }) bonusId!: number;
  @Field({ description: 'Whether the transaction counts toward the offer.' }) counts!: boolean;
  @Field(() => String, { nullable: true, description: 'Czech, when it does not count.' }) reason!: string | null;
}

@ObjectType({ description: "A booked entry of the member's imports, as GET /bank_transaction_all gives it." })
class BankTransaction {
  @Field(() => Int, { description: "The transaction's id." }) id!: number;
  @Field(() => Int, { description: 'The import it came with.' }) statementId!: number;
  @Field({ description: "The member's account it was booked on, Czech form." }) account!: string;
  @Field(() => UnixSeconds, { description: 'The booking day (Prague midnight).' }) bookedTimestamp!: Date;
  @Field(() => Float, { description: 'Kč; negative when money leaves.' }) amount!: number;
  @Field(() => TransactionKindEnum, { description: 'What kind of transaction it is.' }) kind!: TransactionKind;
  @Field(() => String, { nullable: true, description: "The other party's account or name; null when the bank gave none." }) counterparty!: string | null;
  @Field({ description: "The bank's text for the entry." }) description!: string;
  @Field({ description: 'Whether it is a payment to or from a gambling operator.' }) gambling!: boolean;
  @Field(() => [TransactionVerdict], { description: "Whether it counts toward each of the member's started offers." }) countsFor!: TransactionVerdict[];
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
      ...paymentView(transaction),
      statementId: transaction.statementId,
      account: writtenStatementAccount(transaction.account),
      kind: transaction.kind,
      description: transaction.description,
      gambling: transaction.gambling,
      countsFor: transaction.countsFor,
    }));
  }

  @Mutation(() => Boolean, { description: 'Twin of DELETE /bank_statement: the import and its transactions go.' })
  @AccessRule('member')
  async deleteBankStatement(@Arg('id', () => Int, { description: "The import's id." }) id: number, @Ctx() { identity, services }: GraphQLContext): Promise<boolean> {
    await services.bankStatements.remove(currentUser(await identity()), parseInput(idInputSchema, { id }).id);
    return true;
  }
}
