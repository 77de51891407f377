import { consentStatusText } from '@bonus/domain';

export interface ConsentItem {
  kind: string;
  label: string;
  granted: boolean;
  termsVersion: string;
  recordedTimestamp: number;
}

/** The consents of a member as last recorded, for the member's settings and the admin's member detail. */
export function ConsentList({ consents }: { consents: ConsentItem[] }) {
  if (consents.length === 0) return <p>Žádné souhlasy nejsou zaznamenané (účet vznikl před jejich evidencí).</p>;
  return (
    <ul className="ui-consents">
      {consents.map((consent) => (
        <li key={consent.kind} data-consent={consent.kind}>
          <strong>{consent.label}</strong>
          <span>{consentStatusText(consent)}</span>
        </li>
      ))}
    </ul>
  );
}
