import { config } from '../../config';

/** Nápověda → Kontakty: where to write and how soon the answer comes. */
export function ContactsPage() {
  return (
    <section className="dash-page" aria-labelledby="contacts-title">
      <h1 id="contacts-title">Kontakty</h1>
      <p>
        Podpora: <a href={`mailto:${config.contactEmail}`}>{config.contactEmail}</a>
      </p>
      <p>Odpovídáme v pracovní dny; doba odpovědi závisí na vašem členství (Free do 48 h, Basic do 24 h, Premium přednostně v chatu).</p>
    </section>
  );
}
