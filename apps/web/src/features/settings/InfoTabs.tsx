import { config } from '../../config';

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
