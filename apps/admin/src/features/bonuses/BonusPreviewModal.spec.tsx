import { render, screen } from '@testing-library/react';
import { openDialogsLikeABrowser } from '../../shared/testing/recording-apollo';
import type { AdminBonusView } from './admin-bonuses.graphql';
import { BonusPreviewModal } from './BonusPreviewModal';

const NOW = Math.floor(Date.now() / 1000);
const bonus = (bonusTypeName: string) =>
  ({
    id: 7,
    name: 'Roztočky na uvítanou',
    description: '<p>Vklad a otočky.</p>',
    startTimestamp: NOW - 86_400,
    endTimestamp: NOW + 30 * 86_400,
    expectedValue: 500,
    neededCapital: 200,
    specialMark: null,
    stepList: [{ id: 1, title: 'Registrace', subtitle: 'Účet u provozovatele', description: '<p>Založte účet.</p>', icon: 'user', order: 1, category: null, deadlineDays: null, requirement: null }],
    urlBonusConditions: 'https://example.cz/podminky',
    urlLink: 'https://example.cz',
    riskRate: 3,
    company: { id: 1, name: 'Kasino Praha' },
    bonusTypeName,
    visibilityStartTimestamp: null,
    visibilityEndTimestamp: null,
    visible: true,
    draft: false,
    games: [],
  }) as unknown as AdminBonusView;

describe('BonusPreviewModal', () => {
  beforeAll(openDialogsLikeABrowser);

  it('shows a casino offer’s 18+ and Ministry warning once (in the detail), the card only its 18+ chip', () => {
    render(<BonusPreviewModal bonus={bonus('casino')} onClose={() => undefined} />);
    expect(screen.getAllByTestId('gambling-notice')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Detail bonusu' }).querySelectorAll('[data-testid="gambling-notice"]')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Karta v katalogu' }).querySelectorAll('[data-testid="age-chip"]')).toHaveLength(1);
  });

  it('shows no gambling warning for a bank offer', () => {
    render(<BonusPreviewModal bonus={bonus('bank')} onClose={() => undefined} />);
    expect(screen.queryByTestId('gambling-notice')).toBeNull();
    expect(screen.queryByTestId('age-chip')).toBeNull();
  });
});
