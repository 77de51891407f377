import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MonthPicker } from './MonthPicker';

function Picker({ initial, onChange }: { initial: string; onChange: (month: string) => void }) {
  const [month, setMonth] = useState(initial);
  return (
    <MonthPicker
      label="Měsíc výplat"
      value={month}
      currentYear={2026}
      onChange={(next) => {
        setMonth(next);
        onChange(next);
      }}
    />
  );
}

describe('MonthPicker', () => {
  it('shows the month by its Czech name and the year, in a group named by its label', () => {
    render(<Picker initial="2026-11" onChange={jest.fn()} />);
    expect(screen.getByRole('group', { name: 'Měsíc výplat' })).toBeTruthy();
    const month = screen.getByRole('combobox', { name: 'Měsíc' }) as HTMLSelectElement;
    expect(month.selectedOptions[0].textContent).toBe('listopad');
    expect(Array.from(month.options).map((option) => option.textContent)).toEqual(['leden', 'únor', 'březen', 'duben', 'květen', 'červen', 'červenec', 'srpen', 'září', 'říjen', 'listopad', 'prosinec']);
    expect((screen.getByRole('combobox', { name: 'Rok' }) as HTMLSelectElement).value).toBe('2026');
  });

  it('gives back the picked month as YYYY-MM', () => {
    const onChange = jest.fn();
    render(<Picker initial="2026-11" onChange={onChange} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Měsíc' }), { target: { value: '3' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-03');
    fireEvent.change(screen.getByRole('combobox', { name: 'Rok' }), { target: { value: '2024' } });
    expect(onChange).toHaveBeenLastCalledWith('2024-03');
  });

  it('offers an older chosen year too', () => {
    render(<Picker initial="2019-05" onChange={jest.fn()} />);
    expect((screen.getByRole('combobox', { name: 'Rok' }) as HTMLSelectElement).value).toBe('2019');
  });
});
