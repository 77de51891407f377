import { LoadingState } from '@bonus/ui';
import { FaqList } from '../../shared/faq/FaqList';
import { useFaqs } from '../../shared/faq/useFaqs';
import { config } from '../../config';

export function FaqTab() {
  const faqs = useFaqs();
  return (
    <div className="dash-section">
      <h2>Časté dotazy</h2>
      {faqs ? <FaqList faqs={faqs} headingLevel={3} /> : <LoadingState label="Načítám dotazy…" />}
      <p>
        Nenašli jste odpověď? Napište nám na <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>.
      </p>
    </div>
  );
}

export function DocumentsTab() {
  return (
    <div className="dash-section">
      <h2>Dokumenty</h2>
      <ul>
        <li>
          <a href={config.documents.terms} target="_blank" rel="noreferrer">
            Obchodní podmínky (PDF)
          </a>
        </li>
        <li>
          <a href={config.documents.privacy} target="_blank" rel="noreferrer">
            Zásady ochrany osobních údajů (PDF)
          </a>
        </li>
      </ul>
    </div>
  );
}

export function ContactsTab() {
  return (
    <div className="dash-section">
      <h2>Kontakty</h2>
      <p>
        Podpora: <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>
      </p>
      <p>Odpovídáme v pracovní dny; doba odpovědi závisí na vašem členství (Free do 48 h, Basic do 24 h, Premium přednostně v chatu).</p>
    </div>
  );
}
