import { DataSource } from 'typeorm';
import { DomainError, FaqInput } from '@bonus/domain';
import { CACHE_KEYS, SharedCache } from '../../cache/shared-cache';
import { reorder } from '../../persistence/reorder';
import { faqCategoryNamed, nextFaqPosition } from './faq.queries';
import { FaqEntity } from './faq.entity';
import type { Faq } from './faq.read-model';

function toFaq(faq: FaqEntity): Faq {
  return { id: faq.id, question: faq.question, answer: faq.answer, faqCategoryName: faq.faqCategory.name, visible: faq.visible };
}

/** The FAQ: public reading (GET /faq_all), and the admin's editing, ordering and hiding. */
const PUBLIC_FAQ_TTL_MS = 60_000;

export class FaqService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: SharedCache,
  ) {}

  /** In category order, then question order; hidden entries only for the admin list. The public list is cached. */
  list({ includeHidden = false } = {}): Promise<Faq[]> {
    return includeHidden ? this.load(true) : this.cache.get(CACHE_KEYS.faq, PUBLIC_FAQ_TTL_MS, () => this.load(false));
  }

  private async load(includeHidden: boolean): Promise<Faq[]> {
    const faqs = await this.dataSource.getRepository(FaqEntity).find({
      where: includeHidden ? {} : { visible: true },
      relations: { faqCategory: true },
      order: { faqCategory: { position: 'ASC' }, position: 'ASC', id: 'ASC' },
    });
    return faqs.map(toFaq);
  }

  /** Creates (no id) or edits an entry; a new category name creates the category at the end. */
  async save(input: FaqInput): Promise<Faq> {
    const id = await this.dataSource.transaction(async (manager) => {
      const category = await faqCategoryNamed(manager, input.faq_category_name);
      const fields = { faqCategoryId: category.id, question: input.question, answer: input.answer, visible: input.visible };
      if (input.id === undefined) {
        return (await manager.save(FaqEntity, manager.create(FaqEntity, { ...fields, position: await nextFaqPosition(manager, category.id) }))).id;
      }
      const updated = await manager.update(FaqEntity, input.id, fields);
      if (!updated.affected) throw new DomainError('NOT_FOUND', { faqId: input.id });
      return input.id;
    });
    await this.cache.invalidate(CACHE_KEYS.faq, this.dataSource.manager);
    return toFaq(await this.dataSource.getRepository(FaqEntity).findOneOrFail({ where: { id }, relations: { faqCategory: true } }));
  }

  /** Sets the display order of the given entries. */
  async reorder(ids: number[]): Promise<void> {
    await reorder(this.dataSource, 'faq', ids);
    await this.cache.invalidate(CACHE_KEYS.faq, this.dataSource.manager);
  }
}
