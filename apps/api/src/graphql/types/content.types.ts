import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import type { FaqDto, InvestmentCategoryDto, InvestmentProductDto } from '@bonus/domain';

@ObjectType({ description: 'A question and answer of the FAQ.' })
export class Faq {
  @Field(() => Int) id!: number;
  @Field() question!: string;
  @Field() answer!: string;
  @Field() faqCategoryName!: string;
  @Field() visible!: boolean;

  static from(dto: FaqDto): Faq {
    return Object.assign(new Faq(), { id: dto.id, question: dto.question, answer: dto.answer, faqCategoryName: dto.faq_category_name, visible: dto.visible });
  }
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

  static from(dto: InvestmentCategoryDto): InvestmentCategory {
    return Object.assign(new InvestmentCategory(), {
      id: dto.id,
      name: dto.name,
      color: dto.color,
      subtitle: dto.subtitle,
      shortDescription: dto.shortDescription,
      description: dto.description,
      prosList: dto.pros_list,
      consList: dto.cons_list,
      avgExpectedReturn: dto.avg_expected_return,
      avgRiskRate: dto.avg_risk_rate,
      visible: dto.visible,
    });
  }
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
  @Field(() => Int) investHorizontId!: number;
  @Field(() => Int, { description: 'Kč.' }) neededCapital!: number;
  @Field(() => Int) riskRate!: number;
  @Field(() => [InvestmentStep]) stepList!: InvestmentStep[];
  @Field() urlLink!: string;
  @Field(() => Int) creationTimestamp!: number;
  @Field() recommended!: boolean;
  @Field() visible!: boolean;

  static from(dto: InvestmentProductDto): InvestmentProduct {
    return Object.assign(new InvestmentProduct(), {
      id: dto.id,
      investmentCategoryId: dto.investment_category_id,
      companyName: dto.company_name,
      name: dto.name,
      description: dto.description,
      prosList: dto.pros_list,
      consList: dto.cons_list,
      expectedReturn: dto.expected_return,
      investHorizontId: dto.invest_horizont_id,
      neededCapital: dto.needed_capital,
      riskRate: dto.risk_rate,
      stepList: dto.step_list.map((step) => Object.assign(new InvestmentStep(), step)),
      urlLink: dto.url_link,
      creationTimestamp: dto.creation_timestamp,
      recommended: dto.recommended,
      visible: dto.visible,
    });
  }
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
