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
});
