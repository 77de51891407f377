import { AdminBonusForm, GameVolatility, riskLevelOf } from '@bonus/domain';
import { BonusCard, BonusPresentation } from '@bonus/ui';
import { useDeferredValue } from 'react';
import { Control, useWatch } from 'react-hook-form';
import type { CatalogueOptionsQuery } from '../../shared/gql/graphql';

interface BonusCardPreviewProps {
  control: Control<AdminBonusForm>;
  companies: CatalogueOptionsQuery['companies'];
  games: CatalogueOptionsQuery['games'];
  /** The edited bonus's id; 0 for one not saved yet. */
  bonusId: number;
}

const amount = (typed: string | undefined) => {
  const value = Number((typed ?? '').replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(value) ? value : 0;
};

/** The form as it stands, in the shape the member catalogue's card draws (a member who has not started it yet). */
export function formPresentation(form: AdminBonusForm, { companies, games, bonusId }: Omit<BonusCardPreviewProps, 'control'>, nowSeconds: number): BonusPresentation {
  return {
    id: bonusId,
    name: form.name.trim() || 'Název bonusu',
    description: form.description,
    startTimestamp: form.startTimestamp ?? nowSeconds,
    endTimestamp: form.endTimestamp ?? nowSeconds,
    expectedValue: amount(form.expectedValue),
    neededCapital: amount(form.neededCapital),
    specialMark: form.specialMark,
    bonusTypeName: form.bonusType || 'bank',
    riskRate: riskLevelOf(form.riskCategory),
    urlLink: form.urlLink,
    urlBonusConditions: form.urlBonusConditions,
    company: { name: companies.find((company) => company.id === form.companyId)?.name ?? 'Provozovatel' },
    games: games.filter((game) => form.gameIds.includes(game.id)).map((game) => ({ ...game, volatility: game.volatility as GameVolatility, urlLink: '' })),
    stepList: form.steps.map(({ id, title, subtitle, description, icon }) => ({ id, title, subtitle, description, icon })),
    stepIdx: 0,
    lock: null,
  };
}

/** "Náhled pro členy": the catalogue card (the member app's own component from libs/ui), redrawn as the admin types. */
export function BonusCardPreview({ control, ...options }: BonusCardPreviewProps) {
  // Deferred: typing stays quick, the card follows when React has time.
  const form = useDeferredValue(useWatch({ control }) as AdminBonusForm);
  const now = new Date();
  return (
    <aside className="bonus-editor__preview" aria-labelledby="bonus-preview-title">
      <h2 id="bonus-preview-title">Náhled pro členy</h2>
      <p className="bonus-form__hint">Karta, jak ji člen uvidí v katalogu. Mění se s formulářem.</p>
      <div inert className="bonus-editor__card">
        <BonusCard bonus={formPresentation(form, options, Math.floor(now.getTime() / 1000))} now={now} onOpen={() => undefined} />
      </div>
    </aside>
  );
}
