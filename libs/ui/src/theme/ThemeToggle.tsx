import { Moon, Sun } from 'lucide-react';
import { useTheme } from './ThemeProvider';

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme();
  const label = theme === 'dark' ? 'Přepnout na světlý motiv' : 'Přepnout na tmavý motiv';
  const Icon = theme === 'dark' ? Sun : Moon;
  return (
    <button type="button" className="ui-theme-toggle" onClick={toggleTheme} aria-label={label} title={label}>
      <Icon size={20} aria-hidden="true" focusable="false" />
    </button>
  );
}
