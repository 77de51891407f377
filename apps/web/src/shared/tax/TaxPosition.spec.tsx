import { render, screen } from '@testing-library/react';
import { TaxPosition } from './TaxPosition';
import type { TaxPositionView } from './tax-position.graphql';

const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

const position: TaxPositionView = {
  year: 2026,
  gambling: [
    { gameType: 'technicke_hry', net: 850_000 },
    { gameType: 'zive_hry', net: -3_000 },
  ],
  gamblingLimit: 1_000_000,
  otherIncome: { total: 6_000, limit: 30_000, note: 'informativní, ověřte s daňovým poradcem' },
  warnings: [{ code: 'GAMBLING_LIMIT_NEAR', message: 'Čistá výhra z hazardních her druhu technické hry za rok 2026 dosáhla 80 % limitu.' }],
  sources: [{ rule: 'Výhry jsou osvobozeny do 1 000 000 Kč.', law: 'zákon č. 586/1992 Sb., o daních z příjmů', url: 'https://www.finance.cz/x', publishedOn: '2025-12-17', checkedOn: '2026-11-25' }],
};

describe('TaxPosition', () => {
  it('shows each game type and other income against its limit with a labelled bar, never netted together', () => {
    render(<TaxPosition position={position} />);
    expect(plain(screen.getByTestId('tax-technicke_hry').textContent)).toBe('850 000 Kč');
    expect(plain(screen.getByTestId('tax-zive_hry').textContent)).toBe('-3 000 Kč');
    expect((screen.getByLabelText(/Technické hry, čistá výhra/) as HTMLProgressElement).value).toBe(85);
    expect((screen.getByLabelText(/Živé hry, čistá výhra/) as HTMLProgressElement).value).toBe(0);
    expect((screen.getByLabelText(/Bankovní bonusy a odměny za doporučení/) as HTMLProgressElement).value).toBe(20);
    expect(screen.getByText('informativní, ověřte s daňovým poradcem')).toBeTruthy();
  });

  it('states the warnings and, outside the compact card, the rules with their law, the source’s date, the check date and the source', () => {
    render(<TaxPosition position={position} />);
    expect(screen.getByRole('status').textContent).toContain('dosáhla 80 % limitu');
    expect(plain(screen.getByText(/zákon č\. 586\/1992 Sb\./).textContent)).toContain('zveřejněno 17. 12. 2025, ověřeno 25. 11. 2026');
    expect(screen.getByRole('link', { name: 'zdroj' }).getAttribute('href')).toBe('https://www.finance.cz/x');
  });

  it('leaves the sources to the reports in the compact card', () => {
    render(<TaxPosition position={{ ...position, warnings: [] }} compact />);
    expect(screen.queryByText('Pravidla a zdroje')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
