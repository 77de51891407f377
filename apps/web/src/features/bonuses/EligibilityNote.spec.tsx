import { fireEvent, render, screen } from '@testing-library/react';
import type { BonusView } from './bonuses.graphql';
import { EligibilityNote } from './EligibilityNote';

const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');
const MARCH_2 = Date.UTC(2027, 2, 1, 23) / 1000;
const JUNE_1 = Date.UTC(2027, 4, 31, 22) / 1000;
const reason = (message: string, eligibleFrom: number | null) => ({ code: 'ELIGIBILITY_RECENT_ACCOUNT' as const, message, eligibleFrom });

function renderNote(eligibility: BonusView['eligibility'], extra: { busy?: boolean; failure?: string | null } = {}) {
  const onRemind = jest.fn();
  const onForget = jest.fn();
  render(<EligibilityNote eligibility={eligibility} busy={extra.busy ?? false} failure={extra.failure ?? null} onRemind={onRemind} onForget={onForget} />);
  return { onRemind, onForget, note: screen.getByTestId('bonus-eligibility') };
}

describe('EligibilityNote', () => {
  it('lists every reason and offers a reminder from the day the last one lifts', () => {
    const { onRemind, note } = renderNote({ eligible: false, reasons: [reason('Důvod A.', MARCH_2), reason('Důvod B.', JUNE_1)], remindTimestamp: null });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Důvod A.', 'Důvod B.']);
    expect(plain(note.textContent)).toContain('Nárok od 1. 6. 2027');
    fireEvent.click(screen.getByRole('button', { name: 'Připomenout' }));
    expect(onRemind).toHaveBeenCalled();
  });

  it('offers no reminder when a reason has no date', () => {
    const { note } = renderNote({ eligible: false, reasons: [reason('Důvod A.', MARCH_2), reason('Účet máte otevřený.', null)], remindTimestamp: null });
    expect(screen.queryByRole('button', { name: 'Připomenout' })).toBeNull();
    expect(note.textContent).not.toContain('Nárok od');
  });

  it('offers no reminder, and claims none, when the offer ends before the member may claim it', () => {
    const endsFirst = { code: 'ELIGIBILITY_AFTER_OFFER_END' as const, message: 'Nabídka skončí 27. 2. 2027, nárok byste měli až od 1. 3. 2027.', eligibleFrom: null };
    const { note } = renderNote({ eligible: false, reasons: [reason('Důvod A.', MARCH_2), endsFirst], remindTimestamp: MARCH_2 });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Důvod A.', endsFirst.message]);
    expect(screen.queryByRole('button', { name: 'Připomenout' })).toBeNull();
    expect(note.textContent).not.toContain('Připomenutí v kalendáři');
    expect(note.textContent).not.toContain('Nárok od');
  });

  it('says the day of a set reminder and lets the member cancel it', () => {
    const { onForget, note } = renderNote({ eligible: false, reasons: [reason('Důvod A.', MARCH_2)], remindTimestamp: MARCH_2 });
    expect(plain(note.textContent)).toContain('Připomenutí v kalendáři na 2. 3. 2027');
    expect(screen.queryByRole('button', { name: 'Připomenout' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Zrušit připomenutí' }));
    expect(onForget).toHaveBeenCalled();
  });

  it('disables the button while saving and shows a refusal', () => {
    renderNote({ eligible: false, reasons: [reason('Důvod A.', MARCH_2)], remindTimestamp: null }, { busy: true, failure: 'Připomenutí nelze nastavit.' });
    expect((screen.getByRole('button', { name: 'Připomenout' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('Připomenutí nelze nastavit.')).toBeTruthy();
  });
});
