import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import type { Halere } from '@bonus/domain';
import { UnixSeconds, WholeCzk } from '../scalars';

@ObjectType({ description: 'A question and answer of the FAQ.' })
export class Faq {
  @Field(() => Int) id!: number;
  @Field() question!: string;
  @Field() answer!: string;
  @Field() faqCategoryName!: string;
  @Field() visible!: boolean;
}

@ObjectType({ description: 'A kind of investment with its pros and cons.' })
export class InvestmentCategory {
  @Field(() => Int) id!: number;
  @Field() name!: string;
  @Field() color!: string;
  @Field() subtitle!: string;
  @Field() shortDescription!: string;
  @Field() description!: string;
  @Field(() => [String]) prosList!: string[];
  @Field(() => [String]) consList!: string[];
  @Field(() => Float, { description: 'Percent a year.' }) avgExpectedReturn!: number;
  @Field(() => Int) avgRiskRate!: number;
  @Field() visible!: boolean;
}

@ObjectType()
export class InvestmentStep {
  @Field() title!: string;
  @Field() description!: string;
}

@ObjectType({ description: 'A recommended product with its step guide (premium).' })
export class InvestmentProduct {
  @Field(() => Int) id!: number;
  @Field(() => Int) investmentCategoryId!: number;
  @Field() companyName!: string;
  @Field() name!: string;
  @Field() description!: string;
  @Field(() => [String]) prosList!: string[];
  @Field(() => [String]) consList!: string[];
  @Field(() => Float) expectedReturn!: number;
  @Field(() => Int, { name: 'investHorizontId' }) investHorizonId!: number;
  @Field(() => WholeCzk, { description: 'Kč.' }) neededCapital!: Halere;
  @Field(() => Int) riskRate!: number;
  @Field(() => [InvestmentStep]) stepList!: InvestmentStep[];
  @Field() urlLink!: string;
  @Field(() => UnixSeconds, { name: 'creationTimestamp' }) createdAt!: Date;
  @Field() recommended!: boolean;
  @Field() visible!: boolean;
}

@InputType()
export class FaqInput {
  @Field(() => Int, { nullable: true, description: 'Omit to create.' }) id?: number | null;
  @Field() faqCategoryName!: string;
  @Field() question!: string;
  @Field() answer!: string;
  @Field({ nullable: true }) visible?: boolean;
}

@InputType()
export class InvestmentCategoryInput {
  @Field(() => Int, { nullable: true, description: 'Omit to create.' }) id?: number | null;
  @Field() name!: string;
  @Field() color!: string;
  @Field() subtitle!: string;
  @Field() shortDescription!: string;
  @Field() description!: string;
  @Field(() => [String]) prosList!: string[];
  @Field(() => [String]) consList!: string[];
  @Field(() => Float) avgExpectedReturn!: number;
  @Field(() => Int) avgRiskRate!: number;
  @Field({ nullable: true }) visible?: boolean;
}

@InputType()
export class InvestmentStepInput {
  @Field() title!: string;
  @Field() description!: string;
}

@InputType()
export class InvestmentProductInput {
  @Field(() => Int, { nullable: true, description: 'Omit to create.' }) id?: number | null;
  @Field(() => Int) investmentCategoryId!: number;
  @Field() companyName!: string;
  @Field() name!: string;
  @Field() description!: string;
  @Field(() => [String]) prosList!: string[];
  @Field(() => [String]) consList!: string[];
  @Field(() => Float) expectedReturn!: number;
  @Field(() => Int) investHorizontId!: number;
  @Field(() => Int) neededCapital!: number;
  @Field(() => Int) riskRate!: number;
  @Field(() => [InvestmentStepInput]) stepList!: InvestmentStepInput[];
  @Field() urlLink!: string;
  @Field() recommended!: boolean;
  @Field({ nullable: true }) visible?: boolean;
}
