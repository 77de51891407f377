import { escapeHtml } from '@bonus/server';
import { redirectTo, type RawReply } from './raw-reply';

export const TEST_PAGE_NOTICE = 'Testovací platební brána: nic se neúčtuje, žádné peníze se nestrhávají.';

/** Sends the browser back to `url` with result=success or result=error. */
export function returnTo(url: string | null, result: 'success' | 'error'): RawReply {
  const target = new URL(url ?? 'http://localhost/');
  target.searchParams.set('result', result);
  return redirectTo(target.toString());
}

/**
 * A page of the local payment gateway: plain HTML that works without JavaScript, Czech, with a CSP
 * allowing its forms to post to the api only and redirects to go back to the web app. Every page says
 * plainly that it is a test page taking no money, wherever it runs.
 */
export function gatewayPage(title: string, body: string, returnOrigin: string): RawReply {
  return {
    contentType: 'text/html; charset=utf-8',
    headers: { 'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${returnOrigin}; frame-ancestors 'none'` },
    body: `<!doctype html><html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>*{box-sizing:border-box}body{font-family:system-ui,sans-serif;background:#f6f8fc;color:#111827;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border:1px solid #d5dceb;border-radius:14px;padding:clamp(20px,6vw,32px);width:min(440px,calc(100vw - 32px))}h1{margin-top:0;font-size:1.4rem}
.amount{font-size:2rem;font-weight:700}.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:24px}button,.link{min-height:44px;padding:0 24px;border-radius:999px;font:inherit;font-weight:600;cursor:pointer;display:inline-flex;align-items:center}
.pay{background:#1d4ed8;color:#fff;border:0}.cancel{background:none;border:1px solid #8a94a8;color:#111827;text-decoration:none}.note{color:#4b5567;font-size:.9rem}
.test-banner{background:#fef3c7;color:#78350f;border:1px solid #f59e0b;border-radius:8px;padding:8px 12px;margin:0 0 20px;font-weight:600}
button:focus-visible,.link:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}dl{display:grid;grid-template-columns:auto 1fr;gap:6px 16px}dt{color:#4b5567}dd{margin:0;font-weight:600}
@media (prefers-color-scheme:dark){body{background:#0b1120;color:#e5e7eb}main{background:#111827;border-color:#334155}.cancel{color:#e5e7eb;border-color:#64748b}.note,dt{color:#a5b0c2}}</style></head>
<body><main><p class="test-banner" role="note">${TEST_PAGE_NOTICE}</p>${body}</main></body></html>`,
  };
}
