import { Arg, Ctx, Field, InputType, Int, Mutation, Resolver } from 'type-graphql';
import { companyUpdateInputSchema, type CompanyKind } from '@bonus/domain';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';
import { Company } from '../types/bonus.types';
import { CompanyKindEnum } from '../types/bonus.enums';

@InputType({ description: "A company's kind, a bank's ČNB code and, for a casino, its Ministry of Finance licence (number and end, both or neither)." })
class CompanyUpdateInput {
  @Field(() => Int, { description: "The company's id." }) id!: number;
  @Field(() => CompanyKindEnum, { description: 'Bank or casino.' }) kind!: CompanyKind;
  @Field(() => String, { nullable: true, description: "A bank's ČNB code (four digits, required for a bank); null for a casino." }) bankCode?: string | null;
  @Field(() => String, { nullable: true, description: "A casino's licence number; null for none." }) licenseNumber?: string | null;
  @Field(() => Int, { nullable: true, description: 'Unix seconds.' }) licenseValidUntil?: number | null;
}

/** The admin's company form (issue #38); offers of a casino without a valid licence cannot be made visible. */
@Resolver()
export class AdminCompanyResolver {
  @Mutation(() => Company, { description: "Admin: sets a company's kind, a bank's ČNB code and a casino's licence." })
  @AccessRule('admin')
  async updateCompany(@Arg('input', () => CompanyUpdateInput, { description: "The company's kind and licence." }) input: CompanyUpdateInput, @Ctx() { services }: GraphQLContext) {
    const body = parseInput(companyUpdateInputSchema, { id: input.id, kind: input.kind, bank_code: input.bankCode ?? null, license_number: input.licenseNumber ?? null, license_valid_until: input.licenseValidUntil ?? null });
    return services.companies.update(body);
  }
}
