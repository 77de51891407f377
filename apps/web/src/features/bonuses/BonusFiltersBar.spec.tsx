import { DEFAULT_BONUS_LIST_VIEW, type BonusListView } from '@bonus/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { BonusFiltersBar } from './BonusFiltersBar';

describe('BonusFiltersBar', () => {
  it('gives each change as a step on the current view, so changes made before the page re-renders all count', () => {
    let view: BonusListView = DEFAULT_BONUS_LIST_VIEW;
    // The bar keeps showing the first view: as when the router has not yet rendered the new address.
    render(<BonusFiltersBar view={DEFAULT_BONUS_LIST_VIEW} onChange={(change) => (view = change(view))} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bankovní' }));
    fireEvent.change(screen.getByLabelText('Řadit podle'), { target: { value: 'profit' } });
    fireEvent.click(screen.getByRole('button', { name: /Řazeno vzestupně/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Automaty' }));
    expect(view).toEqual({ ...DEFAULT_BONUS_LIST_VIEW, filters: { ...DEFAULT_BONUS_LIST_VIEW.filters, types: ['bank', 'slot'] }, sortKey: 'profit', direction: 'desc' });
  });
});
