import { AdminBonusForm, BonusType, canCarryValueTerms, NEEDED_CAPITAL_HINT_CZK, SPECIAL_MARK_LABELS, SPECIAL_MARKS, toggleSpecialMark } from '@bonus/domain';
import { TextField } from '@bonus/ui';
import type { ReactNode } from 'react';
import { Control, Controller, FieldErrors, UseFormRegister, useWatch } from 'react-hook-form';
import { RichTextEditor } from '../../shared/RichTextEditor';
import type { CatalogueOptionsQuery } from '../../shared/gql/graphql';
import { sectionOf } from './bonus-form-sections';
import { BonusDateRows } from './BonusDateRows';
import { BonusKindRow } from './BonusKindRow';
import { EligibilityRulesField } from './EligibilityRulesField';
import { ExpectedValueField } from './ExpectedValueField';
import { GamesField } from './GamesField';
import { RenewingDaysField } from './RenewingDaysField';
import { StepListEditor } from './StepListEditor';
import { ValueTermsFieldset } from './ValueTermsFieldset';

interface BonusFormSectionsProps {
  control: Control<AdminBonusForm>;
  register: UseFormRegister<AdminBonusForm>;
  errors: FieldErrors<AdminBonusForm>;
  /** The companies and games to choose from (one query): undefined while loading; `failed` with a retry when it could not load. */
  catalogue: { data?: CatalogueOptionsQuery; failed: boolean; retry: () => void };
}

/** One titled section of the editor, the target of its index link. */
function Section({ id, children }: { id: string; children: ReactNode }) {
  return (
    <section id={id} className="bonus-editor__section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{sectionOf(id).title}</h2>
      {children}
    </section>
  );
}

/** Every field of spec section 5 with its rules, in the sections BONUS_FORM_SECTIONS lists. */
export function BonusFormSections({ control, register, errors, catalogue }: BonusFormSectionsProps) {
  const [companyId, bonusType] = useWatch({ control, name: ['companyId', 'bonusType'] });
  const games = catalogue.data?.games ?? [];
  const companies = catalogue.data?.companies ?? [];
  return (
    <>
        <Section id="bonus-zaklad">
          <TextField label="Název" error={errors.name?.message} {...register('name')} />
          <BonusKindRow control={control} register={register} errors={errors} options={{ companies: catalogue.data?.companies, failed: catalogue.failed, retry: catalogue.retry }} />
          <Controller
            control={control}
            name="specialMark"
            render={({ field }) => (
              <fieldset className="bonus-form__marks">
                <legend>Označení</legend>
                {SPECIAL_MARKS.map((mark) => (
                  <button key={mark} type="button" aria-pressed={field.value === mark} onClick={() => field.onChange(toggleSpecialMark(field.value, mark))}>
                    {SPECIAL_MARK_LABELS[mark]}
                  </button>
                ))}
              </fieldset>
            )}
          />
        </Section>
        <Section id="bonus-hodnota">
          <div className="bonus-form__row">
            <ExpectedValueField control={control} register={register} error={errors.expectedValue} games={games} />
            <TextField label="Potřebný kapitál" unit="Kč" inputMode="decimal" placeholder={String(NEEDED_CAPITAL_HINT_CZK)} error={errors.neededCapital?.message} {...register('neededCapital')} />
          </div>
          {canCarryValueTerms(bonusType as BonusType) && <ValueTermsFieldset register={register} errors={errors.valueTerms} />}
        </Section>
        <Section id="bonus-popis">
          <Controller
            control={control}
            name="description"
            render={({ field }) => <RichTextEditor label="Popis" ref={field.ref} value={field.value} error={errors.description?.message} onChange={field.onChange} />}
          />
        </Section>
        <Section id="bonus-terminy">
          <BonusDateRows control={control} errors={errors} />
          <Controller control={control} name="renewingDays" render={({ field }) => <RenewingDaysField days={field.value} onChange={field.onChange} />} />
        </Section>
        <Section id="bonus-odkazy">
          <div className="bonus-form__row">
            <TextField label="Podmínky bonusu (URL)" type="url" error={errors.urlBonusConditions?.message} {...register('urlBonusConditions')} />
            <TextField label="Odkaz na bonus (URL)" type="url" error={errors.urlLink?.message} {...register('urlLink')} />
          </div>
        </Section>
        <Section id="bonus-pravidla">
          <Controller
            control={control}
            name="eligibilityRules"
            render={({ field }) => <EligibilityRulesField rules={field.value} onChange={field.onChange} companies={companies} companyId={companyId} error={errors.eligibilityRules?.message} />}
          />
          {companyId !== null && !catalogue.failed && <Controller control={control} name="gameIds" render={({ field }) => <GamesField games={games} gameIds={field.value} onChange={field.onChange} />} />}
        </Section>
        <Section id="bonus-kroky">
          <Controller control={control} name="steps" render={({ field }) => <StepListEditor bonusType={bonusType} steps={field.value} onChange={field.onChange} />} />
        </Section>
        <Section id="bonus-zobrazeni">
          <label className="ui-checkbox">
            <input type="checkbox" {...register('visible')} />
            <span>Aktivní (viditelný pro členy)</span>
          </label>
        </Section>
    </>
  );
}
