import { createContext, ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { parseTheme, Theme, THEME_STORAGE_KEY } from '@bonus/domain';
// The design tokens and base styles come with the provider every app renders: builds bundle the libs
// as free of side effects, so an import in index.ts alone would be dropped (and the apps unstyled).
import './tokens.css';

interface ThemeContextValue {
  theme: Theme;
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

function readStoredTheme(): Theme {
  try {
    return parseTheme(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return parseTheme(null); // storage blocked (private mode): fall back to the default
  }
}

/** Keeps the light/dark preference in localStorage ('theme') and on <html data-theme>. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<Theme>(readStoredTheme);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // not persisted; the choice still applies to this page
    }
  }, [theme]);

  const toggleTheme = useCallback(() => setTheme((current) => (current === 'dark' ? 'light' : 'dark')), []);
  const value = useMemo(() => ({ theme, toggleTheme }), [theme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme must be used inside <ThemeProvider>');
  return context;
}
