import { LoadingState } from '@bonus/ui';
import { FaqList } from '../../shared/faq/FaqList';
import { useFaqs } from '../../shared/faq/useFaqs';
import { config } from '../../config';

/** Nápověda → Časté dotazy inside the member section (the public /faq shows the same list). */
export function HelpFaqPage() {
  const faqs = useFaqs();
  return (
    <section className="dash-page" aria-labelledby="faq-title">
      <h1 id="faq-title">Časté dotazy</h1>
      {faqs ? <FaqList faqs={faqs} headingLevel={2} /> : <LoadingState label="Načítám dotazy…" />}
      <p>
        Nenašli jste odpověď? Napište nám na <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>.
      </p>
    </section>
  );
}
