import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import type { Halere } from '@bonus/domain';
import { UnixSeconds, WholeCzk } from '../scalars';

@ObjectType({ description: 'A question and answer of the FAQ.' })
export class Faq {
  @Field(() => Int, { description: "The entry's id." }) id!: number;
  @Field({ description: 'The question.' }) question!: string;
  @Field({ description: 'The answer.' }) answer!: string;
  @Field({ description: 'The category the entry is listed under.' }) faqCategoryName!: string;
  @Field({ description: 'Whether the public FAQ shows it.' }) visible!: boolean;
}

@ObjectType({ description: 'A kind of investment with its pros and cons.' })
export class InvestmentCategory {
  @Field(() => Int, { description: "The category's id." }) id!: number;
  @Field({ description: "The category's name." }) name!: string;
  @Field({ description: "The category's colour, CSS (e.g. #1e88e5)." }) color!: string;
  @Field({ description: 'A line under the name.' }) subtitle!: string;
  @Field({ description: 'A one-line description for the list.' }) shortDescription!: string;
  @Field({ description: 'The long description.' }) description!: string;
  @Field(() => [String], { description: "The category's pros." }) prosList!: string[];
  @Field(() => [String], { description: "The category's cons." }) consList!: string[];
  @Field(() => Float, { description: 'Percent a year.' }) avgExpectedReturn!: number;
  @Field(() => Int, { description: 'Typical risk, 1 (none) to 5 (extreme).' }) avgRiskRate!: number;
  @Field({ description: 'Whether members see it.' }) visible!: boolean;
}

@ObjectType({ description: "One step of an investment product's guide." })
export class InvestmentStep {
  @Field({ description: "The step's title." }) title!: string;
  @Field({ description: 'What to do.' }) description!: string;
}

@ObjectType({ description: 'A recommended product with its step guide (premium).' })
export class InvestmentProduct {
  @Field(() => Int, { description: "The product's id." }) id!: number;
  @Field(() => Int, { description: 'The id of its category.' }) investmentCategoryId!: number;
  @Field({ description: 'The provider of the product.' }) companyName!: string;
  @Field({ description: "The product's name." }) name!: string;
  @Field({ description: 'The long description.' }) description!: string;
  @Field(() => [String], { description: "The product's pros." }) prosList!: string[];
  @Field(() => [String], { description: "The product's cons." }) consList!: string[];
  @Field(() => Float, { description: 'Expected return, percent a year.' }) expectedReturn!: number;
  @Field(() => Int, { description: 'The id of the investment horizon it suits.' }) investHorizontId!: number;
  @Field(() => WholeCzk, { description: 'Kč.' }) neededCapital!: Halere;
  @Field(() => Int, { description: '1 (none) to 5 (extreme).' }) riskRate!: number;
  @Field(() => [InvestmentStep], { description: 'The step guide, in order.' }) stepList!: InvestmentStep[];
  @Field({ description: 'A link to the product.' }) urlLink!: string;
  @Field(() => UnixSeconds, { description: 'When the product was created, unix seconds.' }) creationTimestamp!: Date;
  @Field({ description: 'Whether it is recommended (listed first).' }) recommended!: boolean;
  @Field({ description: 'Whether members see it.' }) visible!: boolean;
}

@InputType({ description: 'A FAQ entry as the admin creates or edits it.' })
export class FaqInput {
  @Field(() => Int, { nullable: true, description: 'Omit to create.' }) id?: number | null;
  @Field({ description: 'The category the entry is listed under.' }) faqCategoryName!: string;
  @Field({ description: 'The question.' }) question!: string;
  @Field({ description: 'The answer.' }) answer!: string;
  @Field({ nullable: true, description: 'Whether the public FAQ shows it; false hides it.' }) visible?: boolean;
}

@InputType({ description: 'An investment category as the admin creates or edits it.' })
export class InvestmentCategoryInput {
  @Field(() => Int, { nullable: true, description: 'Omit to create.' }) id?: number | null;
  @Field({ description: "The category's name." }) name!: string;
  @Field({ description: "The category's colour, CSS (e.g. #1e88e5)." }) color!: string;
  @Field({ description: 'A line under the name.' }) subtitle!: string;
  @Field({ description: 'A one-line description for the list.' }) shortDescription!: string;
  @Field({ description: 'The long description.' }) description!: string;
  @Field(() => [String], { description: "The category's pros." }) prosList!: string[];
  @Field(() => [String], { description: "The category's cons." }) consList!: string[];
  @Field(() => Float, { description: 'Typical return, percent a year.' }) avgExpectedReturn!: number;
  @Field(() => Int, { description: 'Typical risk, 1 (none) to 5 (extreme).' }) avgRiskRate!: number;
  @Field({ nullable: true, description: 'Whether members see it; false hides it.' }) visible?: boolean;
}

@InputType({ description: "One step of an investment product's guide." })
export class InvestmentStepInput {
  @Field({ description: "The step's title." }) title!: string;
  @Field({ description: 'What to do.' }) description!: string;
}

@InputType({ description: 'An investment product as the admin creates or edits it.' })
export class InvestmentProductInput {
  @Field(() => Int, { nullable: true, description: 'Omit to create.' }) id?: number | null;
  @Field(() => Int, { description: 'The id of its category.' }) investmentCategoryId!: number;
  @Field({ description: 'The provider of the product.' }) companyName!: string;
  @Field({ description: "The product's name." }) name!: string;
  @Field({ description: 'The long description.' }) description!: string;
  @Field(() => [String], { description: "The product's pros." }) prosList!: string[];
  @Field(() => [String], { description: "The product's cons." }) consList!: string[];
  @Field(() => Float, { description: 'Expected return, percent a year.' }) expectedReturn!: number;
  @Field(() => Int, { description: 'The id of the investment horizon it suits.' }) investHorizontId!: number;
  @Field(() => Int, { description: 'The capital it needs, whole Kč.' }) neededCapital!: number;
  @Field(() => Int, { description: '1 (none) to 5 (extreme).' }) riskRate!: number;
  @Field(() => [InvestmentStepInput], { description: 'The step guide, in order.' }) stepList!: InvestmentStepInput[];
  @Field({ description: 'A link to the product.' }) urlLink!: string;
  @Field({ description: 'Whether it is recommended (listed first).' }) recommended!: boolean;
  @Field({ nullable: true, description: 'Whether members see it; false hides it.' }) visible?: boolean;
}
