import { AuthContext, AuthContextValue } from '@bonus/client';
import { ThemeProvider } from '@bonus/ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AdminLoginPage } from './AdminLoginPage';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderLogin(signInWithEmail: AuthContextValue['signInWithEmail'], { firebaseUser = null as AuthContextValue['firebaseUser'], url = '/login' } = {}) {
  const unused = async () => undefined;
  const session: AuthContextValue = { firebaseUser, signInWithEmail, signInWithGoogle: unused, signInWithCustomToken: unused, createAccount: unused, changePassword: unused, changeEmail: unused, reauthenticate: unused, signOut: unused };
  render(
    <ThemeProvider>
      <AuthContext.Provider value={session}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/login" element={<AdminLoginPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </ThemeProvider>,
  );
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Přihlásit se' }));

describe('AdminLoginPage', () => {
  it('asks for both fields before trying to sign in', async () => {
    const calls: string[] = [];
    renderLogin(async (email) => void calls.push(email));
    fill('Email', 'admin@demo.cz');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Vyplňte prosím všechna pole');
    expect(calls).toEqual([]);
    // The empty field is marked, points at the message and has the focus; the filled one points at it only.
    const password = screen.getByLabelText('Heslo');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(password.getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('false');
    await waitFor(() => expect(document.activeElement).toBe(password));
  });

  it('signs in with the trimmed email', async () => {
    const calls: [string, string][] = [];
    renderLogin(async (email, password) => void calls.push([email, password]));
    fill('Email', '  admin@demo.cz ');
    fill('Heslo', 'Demo1234!');
    submit();
    await waitFor(() => expect(calls).toEqual([['admin@demo.cz', 'Demo1234!']]));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a Czech message when the password is wrong', async () => {
    renderLogin(async () => {
      throw Object.assign(new Error('bad'), { code: 'auth/invalid-credential' });
    });
    fill('Email', 'admin@demo.cz');
    fill('Heslo', 'wrong');
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Nesprávný email nebo heslo.');
  });

  it.each([
    ['/login?next=%2Fadmin%2Fusers%3Fq%3Dnovak', '/admin/users?q=novak'],
    ['/login', '/admin'],
    ['/login?next=%2F%2Fevil.cz%2Fadmin', '/admin'],
  ])('sends a signed-in admin from %s to %s', (url, expected) => {
    renderLogin(async () => undefined, { firebaseUser: {} as AuthContextValue['firebaseUser'], url });
    expect(screen.getByTestId('where').textContent).toBe(expected);
  });
});
