import { ADULTS_ONLY_NOTICE, GAMBLING_WARNING } from '@bonus/domain';
import { Logo, ThemeToggle } from '@bonus/ui';
import { Link } from 'react-router';
import { sessionFlag } from '../../session/session-storage';
import './home.css';
import { HeroStats } from './HeroStats';
import { HomeFaq } from './HomeFaq';
import { PricingSection } from './PricingSection';
import { dashboardPath } from '../../shared/dashboard/dashboard-pages';

const NAV = [
  ['home', 'Domů'],
  ['features', 'Funkce'],
  ['pricing', 'Ceník'],
  ['reviews', 'Recenze'],
  ['faq', 'FAQ'],
] as const;

const REVIEWS = [
  { name: 'Lucie, Brno', tier: 'Basic', text: 'Konečně vím, který bankovní bonus se opravdu vyplatí. Kroky jsou jasné a u každé nabídky vidím, do kdy ji musím splnit.' },
  { name: 'Martin, Praha', tier: 'Premium', text: 'Přehled výdělků po měsících mi ukázal, které akce mají smysl. U kasinových bonusů oceňuji poctivě uvedené riziko.' },
  { name: 'Jana, Olomouc', tier: 'Free', text: 'Začala jsem zdarma se dvěma bankovními bonusy a postup zvládla za večer. Podpora odpověděla do dvou dnů.' },
] as const;

export function HomePage() {
  // The stored session flag, not the loaded member: the home page runs without the signed-in app behind it.
  const signedIn = sessionFlag.isSet();
  return (
    <>
      <a className="skip-link" href="#main">
        Přeskočit na obsah
      </a>
      <header className="home-header">
        <nav className="home-nav" aria-label="Hlavní navigace">
          <a className="home-logo" href="#home">
            <Logo name="Bonus Klub" />
          </a>
          <ul>
            {NAV.map(([id, label]) => (
              <li key={id}>
                <a href={`#${id}`}>{label}</a>
              </li>
            ))}
          </ul>
          <div className="home-nav__actions">
            <ThemeToggle />
            {signedIn ? (
              <Link className="ui-button ui-button--secondary" to={dashboardPath()}>
                Můj přehled
              </Link>
            ) : (
              <Link className="ui-button ui-button--secondary" to="/login">
                Přihlásit se
              </Link>
            )}
          </div>
        </nav>
      </header>
      <main id="main">
        <section id="home" className="home-hero" aria-labelledby="hero-title">
          <p className="home-hero__badge">Pouze pro osoby starší 18 let</p>
          <h1 id="hero-title">Bonusy bank a kasin krok za krokem</h1>
          <p>
            Vybíráme registrační bonusy, vysvětlíme podmínky a hlídáme termíny. Vy jen postupujete podle kroků a zapisujete,
            kolik jste získali. Výsledek není zaručený: záleží na podmínkách poskytovatelů a na vás.
          </p>
          <a className="ui-button ui-button--primary" href="#pricing">
            Vybrat členství
          </a>
          <HeroStats />
        </section>
        <section id="features" className="home-section" aria-labelledby="features-title">
          <h2 id="features-title">Co získáte</h2>
          <ul className="feature-grid">
            <li>
              <h3>Návody krok za krokem</h3>
              <p>Každý bonus má ověřený postup, jasný termín konce akce a označení rizika od 1 do 5.</p>
            </li>
            <li>
              <h3>Přehled výdělků</h3>
              <p>Historie splněných bonusů, měsíční grafy a úspěšnost na jednom místě.</p>
            </li>
            <li>
              <h3>Kasinové bonusy s rozumem</h3>
              <p>Jen licencovaní provozovatelé a jasně spočítané riziko.</p>
              <p className="gambling-warning">{GAMBLING_WARNING}</p>
            </li>
            <li>
              <h3>Doporučení</h3>
              <p>Pozvěte přátele a získejte 5–15&nbsp;% z jejich předplatného s výplatou na český účet.</p>
            </li>
          </ul>
        </section>
        <PricingSection />
        <section id="reviews" className="home-section" aria-labelledby="reviews-title">
          <h2 id="reviews-title">Recenze</h2>
          <p className="home-section__lead">Zkušenosti našich členů. Výsledky se liší a nejsou zaručené.</p>
          <ul className="review-grid">
            {REVIEWS.map((review) => (
              <li key={review.name}>
                <blockquote>„{review.text}“</blockquote>
                <p>
                  <strong>{review.name}</strong>, {review.tier}
                </p>
              </li>
            ))}
          </ul>
        </section>
        <HomeFaq />
      </main>
      <footer className="home-footer">
        <p>
          18+ · {ADULTS_ONLY_NOTICE} {GAMBLING_WARNING}
        </p>
        <p>
          <a href="/documents/obchodni-podminky.pdf">Obchodní podmínky</a> ·{' '}
          <a href="/documents/ochrana-osobnich-udaju.pdf">Ochrana osobních údajů</a> ·{' '}
          <a href="mailto:podpora@bonusklub.cz">podpora@bonusklub.cz</a>
        </p>
      </footer>
    </>
  );
}
