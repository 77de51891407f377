import type { EntityManager } from 'typeorm';
import { FaqCategoryEntity } from './faq-category.entity';
import { FaqEntity } from './faq.entity';

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

/** In category order, then question order; hidden entries only when asked for. */
export function faqsWithCategory(manager: EntityManager, includeHidden: boolean): Promise<FaqEntity[]> {
  return manager.find(FaqEntity, {
    where: includeHidden ? {} : { visible: true },
    relations: { faqCategory: true },
    order: { faqCategory: { position: 'ASC' }, position: 'ASC', id: 'ASC' },
  });
}

export function faqWithCategory(manager: EntityManager, id: number): Promise<FaqEntity> {
  return manager.findOneOrFail(FaqEntity, { where: { id }, relations: { faqCategory: true } });
}

export interface FaqFields {
  faqCategoryId: number;
  question: string;
  answer: string;
  visible: boolean;
}

/** The new entry's id. */
export async function insertFaq(manager: EntityManager, fields: FaqFields & { position: number }): Promise<number> {
  return (await manager.save(FaqEntity, manager.create(FaqEntity, fields))).id;
}

/** False when there is no entry of that id. */
export async function updateFaq(manager: EntityManager, id: number, fields: FaqFields): Promise<boolean> {
  const updated = await manager.update(FaqEntity, id, fields);
  return Boolean(updated.affected);
}
