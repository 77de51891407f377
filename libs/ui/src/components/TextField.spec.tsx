import { render, screen } from '@testing-library/react';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels its input and ties the error to it for screen readers', () => {
    render(<TextField label="Email" error="Email je povinný" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe('Email je povinný');
  });

  it('is not marked invalid without an error', () => {
    render(<TextField label="Heslo" />);
    const input = screen.getByLabelText('Heslo');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('shows a unit at the end of the input and reads it as the description, before the error', () => {
    render(<TextField label="Vklad" unit="Kč" error="Zadejte částku od 0 Kč" />);
    const input = screen.getByLabelText('Vklad');
    const [unit, error] = input.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)?.textContent);
    expect([unit, error]).toEqual(['Kč', 'Zadejte částku od 0 Kč']);
  });
});
