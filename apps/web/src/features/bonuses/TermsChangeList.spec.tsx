import { render, screen } from '@testing-library/react';
import { TermsChangeList } from './TermsChangeList';

const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

describe('TermsChangeList', () => {
  it('lists each version newest first with its changes in words', () => {
    render(
      <TermsChangeList
        companyName={(id) => (id === 3 ? 'Česká spořitelna' : '?')}
        startedTimestamp={null}
        versions={[
          { version: 3, createdTimestamp: Date.UTC(2026, 10, 20, 9) / 1000, changes: [{ field: 'eligibility_rules', before: '[]', after: '[{"kind":"never_account","company_id":3}]' }] },
          {
            version: 2,
            createdTimestamp: Date.UTC(2026, 10, 10, 9) / 1000,
            changes: [
              { field: 'expected_value', before: '500', after: '700' },
              { field: 'step_list', before: '[{"title":"Registrace","subtitle":"","description":"","deadline_days":null}]', after: '[{"title":"Registrace","subtitle":"","description":"","deadline_days":5}]' },
            ],
          },
        ]}
      />,
    );
    expect(screen.getAllByText(/^Změna /).map((line) => plain(line.textContent))).toEqual(['Změna 20. 11. 2026 10:00', 'Změna 10. 11. 2026 10:00']);
    expect(screen.getAllByTestId('terms-change').map((item) => plain(item.textContent))).toEqual([
      'Kdo může nabídku získat: Bez pravidel: pro každého člena. → Jen pro nové klienty: nedostupné pro členy, kteří u České spořitelny někdy měli účet.',
      'Očekávaná hodnota: 500 Kč → 700 Kč',
      'Kroky: 1. Registrace → 1. Registrace (splnit do 5 dnů)',
    ]);
    expect(screen.queryByTestId('terms-change-moved')).toBeNull();
  });

  it('describes a changed requirement whole and points out the due dates it moved for the member', () => {
    const step = (count: number, minAmount: number, days: number) =>
      ({ title: 'Plaťte kartou', subtitle: '', description: '', deadline_days: days, requirement: { kind: 'card_payments', count, min_amount: minAmount, within_days: days } });
    render(
      <TermsChangeList
        companyName={() => '?'}
        // Started 10. 11. 2026 10:00 in Prague.
        startedTimestamp={Date.UTC(2026, 10, 10, 9) / 1000}
        versions={[{ version: 2, createdTimestamp: Date.UTC(2026, 10, 12, 9) / 1000, changes: [{ field: 'step_list', before: JSON.stringify([step(3, 100, 30)]), after: JSON.stringify([step(2, 200, 14)]) }] }]}
      />,
    );
    expect(plain(screen.getByTestId('terms-change').textContent)).toContain(
      'Kroky: 1. Plaťte kartou (3 platby kartou od 100 Kč do 30 dnů; splnit do 30 dnů) → 1. Plaťte kartou (2 platby kartou od 200 Kč do 14 dnů; splnit do 14 dnů)',
    );
    expect(screen.getAllByTestId('terms-change-moved').map((line) => plain(line.textContent))).toEqual([
      'Nový termín kroku 1. Plaťte kartou: 24. 11. 2026 10:00 (dříve 10. 12. 2026 10:00).',
      'Platby kroku 1. Plaťte kartou nově stihněte do 23. 11. 2026 (dříve do 9. 12. 2026).',
    ]);
  });
});
