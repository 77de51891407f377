import { FAQS_DOCUMENT, usePublicQuery } from '@bonus/client';
import { Link } from 'react-router';
import { FaqList } from '../../shared/faq/FaqList';

/** The first questions of the FAQ on the home page, with the way to all of them. */
export function HomeFaq() {
  const { data } = usePublicQuery(FAQS_DOCUMENT);
  return (
    <section id="faq" className="home-section" aria-labelledby="faq-title">
      <h2 id="faq-title">Časté dotazy</h2>
      {data && <FaqList faqs={data.faqs.slice(0, 6)} headingLevel={3} />}
      <p className="home-section__lead">
        <Link className="home-faq__all" to="/faq">
          Všechny dotazy a odpovědi
        </Link>
      </p>
    </section>
  );
}
