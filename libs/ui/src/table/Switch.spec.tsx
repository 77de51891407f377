import { fireEvent, render, screen } from '@testing-library/react';
import { Switch } from './Switch';

describe('Switch', () => {
  it('is a labelled switch that reports its state and asks for the other one', () => {
    const onChange = jest.fn();
    render(<Switch checked={false} onChange={onChange} label="Zobrazit členům: Bonus" onText="Zobrazený" offText="Skrytý" />);
    const control = screen.getByRole('switch', { name: 'Zobrazit členům: Bonus' });
    expect(control.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('Skrytý')).toBeTruthy();
    fireEvent.click(control);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
