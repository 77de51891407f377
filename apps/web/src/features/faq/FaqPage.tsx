import { LoadingState, Logo } from '@bonus/ui';
import { Link } from 'react-router';
import { FaqList } from '../../shared/faq/FaqList';
import { useFaqs } from '../../shared/faq/useFaqs';

/** /faq: every question grouped by category. */
export function FaqPage() {
  const faqs = useFaqs();
  return (
    <main id="main" className="faq-page">
      <Link to="/" className="auth-page__logo">
        <Logo name="Bonus Klub" size={40} />
      </Link>
      <h1>Časté dotazy</h1>
      {faqs ? <FaqList faqs={faqs} /> : <LoadingState label="Načítám dotazy…" />}
      <p>
        Nenašli jste odpověď? Napište nám na <a href="mailto:podpora@bonusklub.cz">podpora@bonusklub.cz</a>.
      </p>
    </main>
  );
}
