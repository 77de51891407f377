import { render, screen } from '@testing-library/react';
import { TermsChangeList } from './TermsChangeList';

const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

describe('TermsChangeList', () => {
  it('lists each version newest first with its changes in words', () => {
    render(
      <TermsChangeList
        companyName={(id) => (id === 3 ? 'Česká spořitelna' : '?')}
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
      'Kroky: 1. Registrace → 1. Registrace (do 5 dnů)',
    ]);
  });
});
