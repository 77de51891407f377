import { render, screen } from '@testing-library/react';
import { DeadlineList } from './DeadlineList';

const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

describe('DeadlineList', () => {
  it('shows each offer with the step due in the cards\' calm wording, an overdue one marked with its moment', () => {
    render(
      <DeadlineList
        deadlines={[
          { bonusId: 1, bonusName: 'Air Bank', stepTitle: 'Vklad', dueTimestamp: Date.UTC(2026, 10, 20, 9) / 1000, overdue: true },
          { bonusId: 2, bonusName: 'Moneta', stepTitle: 'Platba kartou', dueTimestamp: Date.UTC(2026, 11, 1, 9) / 1000, overdue: false },
          { bonusId: 3, bonusName: 'Fio', stepTitle: 'Přihlášení', dueTimestamp: Date.UTC(2026, 11, 4, 9) / 1000, overdue: false },
        ]}
        now={new Date(Date.UTC(2026, 10, 30, 12))}
      />,
    );
    expect(screen.getAllByTestId('upcoming-deadline').map((item) => plain(item.textContent))).toEqual([
      'Air BankVkladTermín byl 20. 11. 2026 10:00Zmeškaný termín',
      'MonetaPlatba kartouSplnit zítra do 10:00',
      'FioPřihlášeníSplnit do pá 4. 12.',
    ]);
    expect(screen.getByText('zítra do 10:00').getAttribute('title')).toBe(`úterý 1.\u00a012.\u00a02026, 10:00`);
    expect(screen.getByText('Zmeškaný termín').className).toContain('ui-status-label--danger');
  });

  it('says when nothing is due', () => {
    render(<DeadlineList deadlines={[]} />);
    expect(screen.getByText(/Žádný termín vás teď nečeká/)).toBeTruthy();
  });
});
