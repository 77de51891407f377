import 'reflect-metadata';
import { graphql } from 'graphql';
import { buildSchema, Query, Resolver } from 'type-graphql';
import type { MemberPayout } from '@bonus/server';
import { Transaction } from './referral.types';

const payout: MemberPayout = {
  id: 7,
  amount: 123_450,
  creationTimestamp: new Date('2026-03-01T10:00:00.900Z'),
  note: 'Výběr na žádost',
  status: 'failed',
  transStatusName: 'Vráceno: Neplatný účet',
  bankAccount: '*****0100',
};

@Resolver()
class ReferralReadResolver {
  @Query(() => Transaction)
  payout(): MemberPayout {
    return payout;
  }
}

describe('a GraphQL type over a read model', () => {
  it('answers with the wire names, whole Kč, unix seconds and the enum value as the same string', async () => {
    const schema = await buildSchema({ resolvers: [ReferralReadResolver], validate: false });
    const result = await graphql({ schema, source: '{ payout { id amount creationTimestamp note transStatusName status bankAccount } }' });
    expect(result).toEqual({
      data: {
        payout: { id: 7, amount: 1235, creationTimestamp: 1772359200, note: 'Výběr na žádost', transStatusName: 'Vráceno: Neplatný účet', status: 'failed', bankAccount: '*****0100' },
      },
    });
  });
});
