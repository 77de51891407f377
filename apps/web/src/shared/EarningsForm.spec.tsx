import { fireEvent, render, screen } from '@testing-library/react';
import { EarningsForm } from './EarningsForm';

describe('EarningsForm', () => {
  it('requires a number before saving', async () => {
    const onSubmit = jest.fn().mockResolvedValue(null);
    render(<EarningsForm expectedValue={1000} submitLabel="Uložit" onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText('Zadejte dosažený výdělek')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Dosažený výdělek (Kč)'), { target: { value: '1 500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    await screen.findByRole('button', { name: 'Uložit' });
    expect(onSubmit).toHaveBeenCalledWith({ reachedProfit: 1500, note: '', confirmUnusual: false });
  });

  it('asks to confirm an amount far above the expected value before saving it', async () => {
    const onSubmit = jest.fn().mockResolvedValue(null);
    render(<EarningsForm expectedValue={1000} submitLabel="Uložit" onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Dosažený výdělek (Kč)'), { target: { value: '999999' } });
    const confirm = screen.getByRole('checkbox', { name: /mnohem vyšší než očekávaný výnos/ });
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    expect(await screen.findByText('Potvrďte prosím, že je částka správná.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(confirm);
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }));
    await screen.findByRole('button', { name: 'Uložit' });
    expect(onSubmit).toHaveBeenCalledWith({ reachedProfit: 999999, note: '', confirmUnusual: true });
  });
});
