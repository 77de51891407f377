import type { AdminBonusForm } from '@bonus/domain';
import type { FormSection } from '../../shared/unsaved-changes/changed-sections';

/** The bonus editor's sections in page order, with the form fields each holds (the index, and which sections changed). */
export const BONUS_FORM_SECTIONS: readonly FormSection<keyof AdminBonusForm>[] = [
  { id: 'bonus-zaklad', title: 'Základ', fields: ['name', 'bonusType', 'companyId', 'riskCategory', 'specialMark'] },
  { id: 'bonus-hodnota', title: 'Hodnota', fields: ['expectedValue', 'neededCapital', 'valueTerms'] },
  { id: 'bonus-popis', title: 'Popis', fields: ['description'] },
  { id: 'bonus-terminy', title: 'Termíny', fields: ['startTimestamp', 'endTimestamp', 'visibilityStartTimestamp', 'visibilityEndTimestamp', 'renewingDays'] },
  { id: 'bonus-odkazy', title: 'Odkazy', fields: ['urlBonusConditions', 'urlLink'] },
  { id: 'bonus-pravidla', title: 'Kdo může a hry', fields: ['eligibilityRules', 'gameIds'] },
  { id: 'bonus-kroky', title: 'Kroky', fields: ['steps'] },
  { id: 'bonus-zobrazeni', title: 'Zobrazení', fields: ['visible'] },
];

export const sectionOf = (id: string) => BONUS_FORM_SECTIONS.find((section) => section.id === id)!;
