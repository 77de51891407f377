import type { EntityManager } from 'typeorm';
import { FaqCategoryEntity } from './faq-category.entity';

/** The SQL of the FAQ's editing. */

/** The category of that name, created at the end of the category order when it is new. */
export async function faqCategoryNamed(manager: EntityManager, name: string): Promise<FaqCategoryEntity> {
  await manager.query(`INSERT INTO faq_category (name, position) SELECT $1, coalesce(max(position) + 1, 0) FROM faq_category ON CONFLICT (name) DO NOTHING`, [name]);
  return manager.findOneByOrFail(FaqCategoryEntity, { name });
}

/** The position after the last entry of a category. */
export async function nextFaqPosition(manager: EntityManager, categoryId: number): Promise<number> {
  const [{ next }] = await manager.query(`SELECT coalesce(max(position) + 1, 0) AS next FROM faq WHERE faq_category_id = $1`, [categoryId]);
  return next;
}
