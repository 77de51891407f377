import { Card } from '@bonus/ui';

/** Admin overview; the live business figures arrive with the admin back-office work. */
export function OverviewPage() {
  return (
    <Card aria-labelledby="overview-title">
      <h1 id="overview-title">Přehled</h1>
      <p>Jste přihlášeni jako správce. Správa bonusů, uživatelů a statistik se sem postupně doplňuje.</p>
    </Card>
  );
}
