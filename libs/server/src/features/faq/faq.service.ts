import { DataSource } from 'typeorm';
import { DomainError, FaqDto, FaqInput } from '@bonus/domain';
import { CACHE_KEYS, SharedCache } from '../../cache/shared-cache';
import { reorder } from '../../persistence/reorder';
import { FaqCategoryEntity } from './faq-category.entity';
import { FaqEntity } from './faq.entity';

function toFaqDto(faq: FaqEntity): FaqDto {
  return { id: faq.id, question: faq.question, answer: faq.answer, faq_category_name: faq.faqCategory.name, visible: faq.visible };
}

/** The FAQ: public reading (GET /faq_all), and the admin's editing, ordering and hiding. */
const PUBLIC_FAQ_TTL_MS = 60_000;

export class FaqService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly cache: SharedCache,
  ) {}

  /** In category order, then question order; hidden entries only for the admin list. The public list is cached. */
  list({ includeHidden = false } = {}): Promise<FaqDto[]> {
    return includeHidden ? this.load(true) : this.cache.get(CACHE_KEYS.faq, PUBLIC_FAQ_TTL_MS, () => this.load(false));
  }

  private async load(includeHidden: boolean): Promise<FaqDto[]> {
    const faqs = await this.dataSource.getRepository(FaqEntity).find({
      where: includeHidden ? {} : { visible: true },
      relations: { faqCategory: true },
      order: { faqCategory: { position: 'ASC' }, position: 'ASC', id: 'ASC' },
    });
    return faqs.map(toFaqDto);
  }

  /** Creates (no id) or edits an entry; a new category name creates the category at the end. */
  async save(input: FaqInput): Promise<FaqDto> {
    const id = await this.dataSource.transaction(async (manager) => {
      await manager.query(`INSERT INTO faq_category (name, position) SELECT $1, coalesce(max(position) + 1, 0) FROM faq_category ON CONFLICT (name) DO NOTHING`, [input.faq_category_name]);
      const category = await manager.findOneByOrFail(FaqCategoryEntity, { name: input.faq_category_name });
      const fields = { faqCategoryId: category.id, question: input.question, answer: input.answer, visible: input.visible };
      if (input.id === undefined) {
        const [{ next }] = await manager.query(`SELECT coalesce(max(position) + 1, 0) AS next FROM faq WHERE faq_category_id = $1`, [category.id]);
        return (await manager.save(FaqEntity, manager.create(FaqEntity, { ...fields, position: next }))).id;
      }
      const updated = await manager.update(FaqEntity, input.id, fields);
      if (!updated.affected) throw new DomainError('NOT_FOUND', { faqId: input.id });
      return input.id;
    });
    await this.cache.invalidate(CACHE_KEYS.faq, this.dataSource.manager);
    return toFaqDto(await this.dataSource.getRepository(FaqEntity).findOneOrFail({ where: { id }, relations: { faqCategory: true } }));
  }

  /** Sets the display order of the given entries. */
  async reorder(ids: number[]): Promise<void> {
    await reorder(this.dataSource, 'faq', ids);
    await this.cache.invalidate(CACHE_KEYS.faq, this.dataSource.manager);
  }
}
