import type { DataSource } from 'typeorm';
import { DomainError, FaqInput } from '@bonus/domain';
import { CACHE_KEYS, SharedCache } from '../../cache/shared-cache';
import { reorder } from '../../persistence/reorder';
import { faqCategoryNamed, faqsWithCategory, faqWithCategory, insertFaq, nextFaqPosition, updateFaq } from './faq.queries';
import type { FaqEntity } from './faq.entity';
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
    return (await faqsWithCategory(this.dataSource.manager, includeHidden)).map(toFaq);
  }

  /** Creates (no id) or edits an entry; a new category name creates the category at the end. */
  async save(input: FaqInput): Promise<Faq> {
    const id = await this.dataSource.transaction(async (manager) => {
      const category = await faqCategoryNamed(manager, input.faq_category_name);
      const fields = { faqCategoryId: category.id, question: input.question, answer: input.answer, visible: input.visible };
      if (input.id === undefined) {
        return insertFaq(manager, { ...fields, position: await nextFaqPosition(manager, category.id) });
      }
      if (!(await updateFaq(manager, input.id, fields))) throw new DomainError('NOT_FOUND', { faqId: input.id });
      return input.id;
    });
    await this.cache.invalidate(CACHE_KEYS.faq, this.dataSource.manager);
    return toFaq(await faqWithCategory(this.dataSource.manager, id));
  }

  /** Sets the display order of the given entries. */
  async reorder(ids: number[]): Promise<void> {
    await reorder(this.dataSource, 'faq', ids);
    await this.cache.invalidate(CACHE_KEYS.faq, this.dataSource.manager);
  }
}
