import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from './ThemeProvider';
import { ThemeToggle } from './ThemeToggle';

const renderToggle = () =>
  render(
    <ThemeProvider>
      <ThemeToggle />
    </ThemeProvider>,
  );

describe('theme', () => {
  beforeEach(() => {
    window.localStorage.clear();
    delete document.documentElement.dataset.theme;
  });

  it('starts dark and remembers it under the key "theme"', () => {
    renderToggle();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(screen.getByRole('button', { name: 'Přepnout na světlý motiv' })).toBeTruthy();
  });

  it('toggles to light and back, storing each choice', () => {
    renderToggle();
    act(() => fireEvent.click(screen.getByRole('button')));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Přepnout na tmavý motiv' })));
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });

  it('restores a stored light theme and ignores unknown values', () => {
    window.localStorage.setItem('theme', 'light');
    const { unmount } = renderToggle();
    expect(document.documentElement.dataset.theme).toBe('light');
    unmount();
    window.localStorage.setItem('theme', 'neon');
    renderToggle();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
