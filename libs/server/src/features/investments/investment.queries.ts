import type { DataSource, EntityManager } from 'typeorm';
import { InvestmentCategoryEntity } from './investment-category.entity';
import { InvestmentProductEntity } from './investment-product.entity';

/** The SQL of the investment guide's editing. */

/** The position after the last category, or after the last product of any category. */
export async function nextPosition(dataSource: DataSource, table: 'investment_category' | 'investment_product'): Promise<number> {
  const [{ next }] = await dataSource.query(`SELECT coalesce(max(position) + 1, 0)::int AS next FROM ${table}`);
  return next;
}

/** Categories by their order; hidden ones only when asked for. */
export function categoriesInOrder(manager: EntityManager, includeHidden: boolean): Promise<InvestmentCategoryEntity[]> {
  return manager.find(InvestmentCategoryEntity, { where: includeHidden ? {} : { visible: true }, order: { position: 'ASC', id: 'ASC' } });
}

/** A category's products, recommended first; unless `includeHidden`, only visible ones of a visible category. */
export function productsOfCategory(manager: EntityManager, categoryId: number, includeHidden: boolean): Promise<InvestmentProductEntity[]> {
  return manager.find(InvestmentProductEntity, {
    where: { investmentCategoryId: categoryId, ...(includeHidden ? {} : { visible: true, investmentCategory: { visible: true } }) },
    order: { recommended: 'DESC', position: 'ASC', id: 'ASC' },
  });
}

/** One product; a hidden one only when asked for. */
export function productById(manager: EntityManager, id: number, includeHidden: boolean): Promise<InvestmentProductEntity | null> {
  return manager.findOneBy(InvestmentProductEntity, { id, ...(includeHidden ? {} : { visible: true }) });
}

export function categoryExists(manager: EntityManager, id: number): Promise<boolean> {
  return manager.existsBy(InvestmentCategoryEntity, { id });
}

export type CategoryFields = Omit<InvestmentCategoryEntity, 'id' | 'position'>;
export type ProductFields = Omit<InvestmentProductEntity, 'id' | 'position' | 'createdAt' | 'investmentCategory'>;

export function insertCategory(manager: EntityManager, fields: CategoryFields & { position: number }): Promise<InvestmentCategoryEntity> {
  return manager.save(InvestmentCategoryEntity, manager.create(InvestmentCategoryEntity, fields));
}

/** The category as saved; null when there is none of that id. */
export async function updateCategory(manager: EntityManager, id: number, fields: CategoryFields): Promise<InvestmentCategoryEntity | null> {
  if (!(await manager.update(InvestmentCategoryEntity, id, fields)).affected) return null;
  return manager.findOneByOrFail(InvestmentCategoryEntity, { id });
}

export function insertProduct(manager: EntityManager, fields: ProductFields & { position: number }): Promise<InvestmentProductEntity> {
  return manager.save(InvestmentProductEntity, manager.create(InvestmentProductEntity, fields));
}

/** The product as saved; null when there is none of that id. */
export async function updateProduct(manager: EntityManager, id: number, fields: ProductFields): Promise<InvestmentProductEntity | null> {
  if (!(await manager.update(InvestmentProductEntity, id, fields)).affected) return null;
  return manager.findOneByOrFail(InvestmentProductEntity, { id });
}
