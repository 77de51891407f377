import { createHash } from 'node:crypto';

/** The build-time settings the policy depends on (the apps' VITE_* variables). */
export interface PolicyEnv {
  VITE_API_URL?: string;
  VITE_FIREBASE_AUTH_DOMAIN?: string;
  VITE_FIREBASE_AUTH_EMULATOR_URL?: string;
}

const originOf = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

export const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The Content-Security-Policy of a production build: scripts only from the app's own origin plus the
 * one inline script by its hash, network calls only to the api and Firebase Authentication, frames
 * only from the Firebase auth domain (its sign-in helper), no plugins, no foreign <base> or forms.
 * Inline styles stay allowed: React, the charts and the editor set style attributes.
 */
export function contentSecurityPolicy(env: PolicyEnv, inlineScripts: string[]): string {
  const api = originOf(env.VITE_API_URL);
  const emulator = originOf(env.VITE_FIREBASE_AUTH_EMULATOR_URL);
  const authDomain = env.VITE_FIREBASE_AUTH_DOMAIN ? `https://${env.VITE_FIREBASE_AUTH_DOMAIN}` : 'https://*.firebaseapp.com';
  const sources = (...list: (string | null)[]) => list.filter(Boolean).join(' ');
  return [
    `default-src 'self'`,
    `script-src ${sources("'self'", ...inlineScripts.map(scriptHash))}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: https:`,
    `font-src 'self' data:`,
    `connect-src ${sources("'self'", api, emulator, 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com')}`,
    `frame-src ${sources(authDomain, emulator)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
  ].join('; ');
}

/** The build's nginx snippet with the policy as a header; moved out of the site by the container build. */
export const CSP_HEADER_FILE = 'content-security-policy.conf';

/**
 * The policy as nginx sends it: a header can say what a <meta> tag cannot, that no other site may
 * frame the app (frame-ancestors, against clickjacking).
 */
export function policyHeaderConf(policy: string): string {
  return `add_header Content-Security-Policy "${policy}; frame-ancestors 'none'" always;\n`;
}
