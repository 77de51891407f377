import { AuthContext, AuthContextValue } from '@bonus/client';
import { ThemeProvider } from '@bonus/ui';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { Gift, LayoutDashboard, Users } from 'lucide-react';
import { MemoryRouter } from 'react-router';
import { AdminLayout, AdminNavSection } from './AdminLayout';

const NAV: AdminNavSection[] = [
  { title: null, items: [{ path: '', label: 'Přehled', icon: LayoutDashboard }] },
  { title: 'Obsah', items: [{ path: 'bonuses', label: 'Bonusy', icon: Gift }] },
  { title: 'Členové', items: [{ path: 'users', label: 'Uživatelé', icon: Users }] },
];

/** jsdom has no media queries: the layout sees a phone (narrow) or a desktop. */
function setWidth(narrow: boolean) {
  window.matchMedia = ((query: string) => ({ matches: narrow, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
}

function renderLayout(url: string) {
  const unused = async () => undefined;
  const session = { firebaseUser: null, signInWithEmail: unused, signInWithGoogle: unused, signInWithCustomToken: unused, createAccount: unused, changePassword: unused, changeEmail: unused, reauthenticate: unused, signOut: unused } as AuthContextValue;
  render(
    <ThemeProvider>
      <AuthContext.Provider value={session}>
        <MemoryRouter initialEntries={[url]}>
          <AdminLayout viewerName="Správce" nav={NAV}>
            <h1>Stránka</h1>
          </AdminLayout>
        </MemoryRouter>
      </AuthContext.Provider>
    </ThemeProvider>,
  );
}

const nav = () => screen.getByRole('navigation', { name: 'Administrace' });
const menu = () => screen.getByRole('button', { name: 'Menu' });

describe('AdminLayout', () => {
  it('groups the pages under their titles and marks the current one', () => {
    setWidth(false);
    renderLayout('/admin/users');
    expect(within(nav()).getByRole('list', { name: 'Obsah' }).textContent).toContain('Bonusy');
    expect(within(nav()).getByRole('list', { name: 'Členové' }).textContent).toContain('Uživatelé');
    expect(within(nav()).getByRole('link', { name: 'Uživatelé' }).getAttribute('aria-current')).toBe('page');
    // The overview is /admin: it is not current on the pages below it.
    expect(within(nav()).getByRole('link', { name: 'Přehled' }).getAttribute('aria-current')).toBeNull();
    expect(menu().getAttribute('aria-expanded')).toBe('true');
  });

  it('on a phone folds the sidebar behind the menu button: opening moves the focus in, Escape closes it and returns the focus', () => {
    setWidth(true);
    renderLayout('/admin');
    expect(menu().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menu());
    expect(menu().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(within(nav()).getByRole('link', { name: 'Přehled' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menu().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu());
  });

  it('on a phone closes the sidebar once a page is chosen', () => {
    setWidth(true);
    renderLayout('/admin');
    fireEvent.click(menu());
    fireEvent.click(within(nav()).getByRole('link', { name: 'Bonusy' }));
    expect(menu().getAttribute('aria-expanded')).toBe('false');
    expect(within(nav()).getByRole('link', { name: 'Bonusy' }).getAttribute('aria-current')).toBe('page');
  });
});
