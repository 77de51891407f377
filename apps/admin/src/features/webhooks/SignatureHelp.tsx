/** The snippet of docs/third-party-tools.md ("Outgoing webhooks"): how a receiver checks a delivery. */
const VERIFY_SNIPPET = `import { createHmac, timingSafeEqual } from 'node:crypto';

function verify(secret, header, rawBody, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  const expected = createHmac('sha256', secret).update(\`\${parts.t}.\${rawBody}\`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  const fresh = Math.abs(Date.now() / 1000 - Number(parts.t)) <= toleranceSeconds;
  return fresh && given.length === expected.length && timingSafeEqual(given, expected);
}`;

/** Jak ověřit podpis: what the secret is for, next to the secrets. */
export function SignatureHelp() {
  return (
    <section className="ui-card webhook-help" aria-labelledby="webhook-help-title">
      <h2 id="webhook-help-title">Jak příjemce ověří podpis</h2>
      <p>
        Každé doručení nese hlavičku <code>bonus-signature</code> ve tvaru <code>t=…,v1=…</code>: HMAC-SHA256 tajného klíče webhooku nad textem <code>t.tělo</code>. Příjemce podpis spočítá
        znovu a porovná, než zprávě uvěří.
      </p>
      <details>
        <summary>Jak na to (podrobně v docs/third-party-tools.md)</summary>
        <p>
          <code>t</code> je čas odeslání v unixových sekundách, <code>tělo</code> je tělo požadavku POST (JSON) přesně tak, jak přišlo, ještě před parsováním. Zprávy starší než 5 minut
          příjemce odmítne. Stejná událost může přijít víckrát, pozná ji podle hlavičky <code>bonus-event-id</code>. Odpovědět má kódem 2xx do 10 sekund. Ověření v Node.js:
        </p>
        {/* A phone scrolls the code sideways: a named, focusable region, as TableScroll is for tables. */}
        <pre role="region" aria-label="Ukázka ověření podpisu v Node.js" tabIndex={0}>
          <code>{VERIFY_SNIPPET}</code>
        </pre>
      </details>
    </section>
  );
}
