import { Card, Logo } from '@bonus/ui';
import { ReactNode } from 'react';
import { Link } from 'react-router';
import './auth.css';

/** The frame of the sign-in, registration and password pages. */
export function AuthCard({ title, children, wide = false }: { title: string; children: ReactNode; wide?: boolean }) {
  return (
    <main id="main" className={`auth-page${wide ? ' auth-page--wide' : ''}`}>
      <Link to="/" className="auth-page__logo">
        <Logo name="Bonus Klub" size={40} />
      </Link>
      <Card aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {children}
      </Card>
    </main>
  );
}
