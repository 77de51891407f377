import type { DataSource } from 'typeorm';
import { canSeeInvestments, czkToHalere, DomainError, InvestmentCategoryInput, InvestmentProductInput } from '@bonus/domain';
import { reorder } from '../../persistence/reorder';
import type { UserEntity } from '../users/user.entity';
import type { InvestmentCategoryEntity } from './investment-category.entity';
import type { InvestmentProductEntity } from './investment-product.entity';
import type { InvestmentCategory, InvestmentProduct } from './investment.read-model';
import {
  categoriesInOrder,
  categoryExists,
  insertCategory,
  insertProduct,
  nextPosition,
  productById,
  productsOfCategory,
  updateCategory,
  updateProduct,
} from './investment.queries';

function toCategory(c: InvestmentCategoryEntity): InvestmentCategory {
  return {
    id: c.id,
    name: c.name,
    color: c.color,
    subtitle: c.subtitle,
    shortDescription: c.shortDescription,
    description: c.description,
    prosList: c.prosList,
    consList: c.consList,
    avgExpectedReturn: c.avgExpectedReturn,
    avgRiskRate: c.avgRiskRate,
    visible: c.visible,
  };
}

function toProduct(p: InvestmentProductEntity): InvestmentProduct {
  return {
    id: p.id,
    investmentCategoryId: p.investmentCategoryId,
    companyName: p.companyName,
    name: p.name,
    description: p.description,
    prosList: p.prosList,
    consList: p.consList,
    expectedReturn: p.expectedReturn,
    investHorizontId: p.investHorizonId,
    neededCapital: p.neededCapitalHalere,
    riskRate: p.riskRate,
    stepList: p.stepList,
    urlLink: p.urlLink,
    creationTimestamp: p.createdAt,
    recommended: p.recommended,
    visible: p.visible,
  };
}

/**
 * The investment guide. Categories are open to every member (the locked screen previews them);
 * products, with their step guides, are premium content and refused to lower tiers (spec section 6).
 */
export class InvestmentService {
  constructor(private readonly dataSource: DataSource) {}

  /** GET /investment_category_all. */
  async categories({ includeHidden = false } = {}): Promise<InvestmentCategory[]> {
    return (await categoriesInOrder(this.dataSource.manager, includeHidden)).map(toCategory);
  }

  /** GET /investment_all: a category's products, recommended first. */
  async products(user: UserEntity, categoryId: number): Promise<InvestmentProduct[]> {
    this.assertPremium(user);
    return (await productsOfCategory(this.dataSource.manager, categoryId, user.admin)).map(toProduct);
  }

  /** GET /investment. */
  async product(user: UserEntity, id: number): Promise<InvestmentProduct> {
    this.assertPremium(user);
    const product = await productById(this.dataSource.manager, id, user.admin);
    if (!product) throw new DomainError('NOT_FOUND', { investmentId: id });
    return toProduct(product);
  }

  /** Admin: creates (no id) or edits a category. */
  async saveCategory(input: InvestmentCategoryInput): Promise<InvestmentCategory> {
    const fields = {
      name: input.name,
      color: input.color,
      subtitle: input.subtitle,
      shortDescription: input.short_description,
      description: input.description,
      prosList: input.pros_list,
      consList: input.cons_list,
      avgExpectedReturn: input.avg_expected_return,
      avgRiskRate: input.avg_risk_rate,
      visible: input.visible,
    };
    if (input.id === undefined) return toCategory(await insertCategory(this.dataSource.manager, { ...fields, position: await nextPosition(this.dataSource, 'investment_category') }));
    const saved = await updateCategory(this.dataSource.manager, input.id, fields);
    if (!saved) throw new DomainError('NOT_FOUND', { categoryId: input.id });
    return toCategory(saved);
  }

  /** Admin: creates (no id) or edits a product. */
  async saveProduct(input: InvestmentProductInput): Promise<InvestmentProduct> {
    if (!(await categoryExists(this.dataSource.manager, input.investment_category_id))) {
      throw new DomainError('NOT_FOUND', { categoryId: input.investment_category_id });
    }
    const fields = {
      investmentCategoryId: input.investment_category_id,
      companyName: input.company_name,
      name: input.name,
      description: input.description,
      prosList: input.pros_list,
      consList: input.cons_list,
      expectedReturn: input.expected_return,
      investHorizonId: input.invest_horizont_id,
      neededCapitalHalere: czkToHalere(input.needed_capital),
      riskRate: input.risk_rate,
      stepList: input.step_list,
      urlLink: input.url_link,
      recommended: input.recommended,
      visible: input.visible,
    };
    if (input.id === undefined) return toProduct(await insertProduct(this.dataSource.manager, { ...fields, position: await nextPosition(this.dataSource, 'investment_product') }));
    const saved = await updateProduct(this.dataSource.manager, input.id, fields);
    if (!saved) throw new DomainError('NOT_FOUND', { productId: input.id });
    return toProduct(saved);
  }

  /** Admin: display order of categories or of products. */
  reorder(table: 'investment_category' | 'investment_product', ids: number[]): Promise<void> {
    return reorder(this.dataSource, table, ids);
  }

  private assertPremium(user: UserEntity): void {
    if (!user.admin && !canSeeInvestments(user.tier.code)) throw new DomainError('INVESTMENTS_PREMIUM_ONLY');
  }
}
