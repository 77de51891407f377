import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { faqInputSchema, idInputSchema, investmentCategoryInputSchema, investmentListQuerySchema, investmentProductInputSchema, reorderInputSchema } from '@bonus/domain';
import { currentUser } from '../../auth/identity';
import { parseInput } from '../../validation';
import { AccessRule } from '../access';
import type { GraphQLContext } from '../context';
import { Faq, FaqInput, InvestmentCategory, InvestmentCategoryInput, InvestmentProduct, InvestmentProductInput } from '../types/content.types';

const undefinedIfNull = <T>(value: T | null | undefined) => value ?? undefined;

/** Twins of /faq_all, /investment_category_all, /investment_all and /investment, plus the admin's content editing. */
@Resolver()
export class ContentResolver {
  @Query(() => [Faq], { description: 'The FAQ in display order (public).' })
  @AccessRule('public')
  async faqs(@Ctx() { services }: GraphQLContext): Promise<Faq[]> {
    return services.faqs.list();
  }

  @Query(() => [InvestmentCategory], { description: 'The visible investment categories in display order.' })
  @AccessRule('member')
  async investmentCategories(@Ctx() { services }: GraphQLContext): Promise<InvestmentCategory[]> {
    return services.investments.categories();
  }

  @Query(() => [InvestmentProduct], { description: "A category's products, recommended first (premium)." })
  @AccessRule('member')
  async investments(@Arg('investmentCategoryId', () => Int, { description: "The category's id." }) investmentCategoryId: number, @Ctx() { identity, services }: GraphQLContext): Promise<InvestmentProduct[]> {
    const { investment_category_id } = parseInput(investmentListQuerySchema, { investment_category_id: investmentCategoryId });
    return services.investments.products(currentUser(await identity()), investment_category_id);
  }

  @Query(() => InvestmentProduct, { description: 'One product with its step guide (premium).' })
  @AccessRule('member')
  async investment(@Arg('id', () => Int, { description: "The product's id." }) id: number, @Ctx() { identity, services }: GraphQLContext): Promise<InvestmentProduct> {
    return services.investments.product(currentUser(await identity()), parseInput(idInputSchema, { id }).id);
  }

  @Query(() => [Faq], { description: 'Admin: every FAQ entry, hidden ones too.' })
  @AccessRule('admin')
  async adminFaqs(@Ctx() { services }: GraphQLContext): Promise<Faq[]> {
    return services.faqs.list({ includeHidden: true });
  }

  @Mutation(() => Faq, { description: 'Admin: creates (no id) or edits a FAQ entry; visible=false hides it.' })
  @AccessRule('admin')
  async saveFaq(@Arg('input', { description: 'The FAQ entry.' }) input: FaqInput, @Ctx() { services }: GraphQLContext): Promise<Faq> {
    const parsed = parseInput(faqInputSchema, { id: undefinedIfNull(input.id), faq_category_name: input.faqCategoryName, question: input.question, answer: input.answer, visible: input.visible });
    return services.faqs.save(parsed);
  }

  @Mutation(() => Boolean, { description: 'Admin: the FAQ entries in their new display order.' })
  @AccessRule('admin')
  async reorderFaqs(@Arg('ids', () => [Int], { description: "Every FAQ entry's id, in the new order." }) ids: number[], @Ctx() { services }: GraphQLContext): Promise<boolean> {
    await services.faqs.reorder(parseInput(reorderInputSchema, { ids }).ids);
    return true;
  }

  @Query(() => [InvestmentCategory], { description: 'Admin: every category, hidden ones too.' })
  @AccessRule('admin')
  async adminInvestmentCategories(@Ctx() { services }: GraphQLContext): Promise<InvestmentCategory[]> {
    return services.investments.categories({ includeHidden: true });
  }

  @Mutation(() => InvestmentCategory, { description: 'Admin: creates (no id) or edits a category; visible=false hides it.' })
  @AccessRule('admin')
  async saveInvestmentCategory(@Arg('input', { description: 'The category.' }) input: InvestmentCategoryInput, @Ctx() { services }: GraphQLContext): Promise<InvestmentCategory> {
    const parsed = parseInput(investmentCategoryInputSchema, {
      id: undefinedIfNull(input.id),
      name: input.name,
      color: input.color,
      subtitle: input.subtitle,
      short_description: input.shortDescription,
      description: input.description,
      pros_list: input.prosList,
      cons_list: input.consList,
      avg_expected_return: input.avgExpectedReturn,
      avg_risk_rate: input.avgRiskRate,
      visible: input.visible,
    });
    return services.investments.saveCategory(parsed);
  }

  @Mutation(() => InvestmentProduct, { description: 'Admin: creates (no id) or edits a product; visible=false hides it.' })
  @AccessRule('admin')
  async saveInvestmentProduct(@Arg('input', { description: 'The product.' }) input: InvestmentProductInput, @Ctx() { services }: GraphQLContext): Promise<InvestmentProduct> {
    const parsed = parseInput(investmentProductInputSchema, {
      id: undefinedIfNull(input.id),
      investment_category_id: input.investmentCategoryId,
      company_name: input.companyName,
      name: input.name,
      description: input.description,
      pros_list: input.prosList,
      cons_list: input.consList,
      expected_return: input.expectedReturn,
      invest_horizont_id: input.investHorizontId,
      needed_capital: input.neededCapital,
      risk_rate: input.riskRate,
      step_list: input.stepList.map((step) => ({ title: step.title, description: step.description })),
      url_link: input.urlLink,
      recommended: input.recommended,
      visible: input.visible,
    });
    return services.investments.saveProduct(parsed);
  }

  @Mutation(() => Boolean, { description: 'Admin: categories (or, with a category id, its products) in their new order.' })
  @AccessRule('admin')
  async reorderInvestments(@Arg('ids', () => [Int], { description: "The ids of the categories (or of one category's products), in the new order." }) ids: number[], @Arg('products', { defaultValue: false, description: 'True: the ids are products; false: categories.' }) products: boolean, @Ctx() { services }: GraphQLContext): Promise<boolean> {
    await services.investments.reorder(products ? 'investment_product' : 'investment_category', parseInput(reorderInputSchema, { ids }).ids);
    return true;
  }
}
