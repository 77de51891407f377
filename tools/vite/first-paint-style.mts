import { readFileSync } from 'node:fs';
import path from 'node:path';
import { THEMES } from '../../libs/domain/src/index.ts';

const TOKENS = path.resolve(import.meta.dirname, '../../libs/ui/src/theme/tokens.css');

/**
 * The page colours of each theme as a tiny inline stylesheet for <head>, so the first paint already has
 * the theme's background: the full stylesheet arrives later (in dev only once the app's JavaScript has
 * run), and until then the browser would paint white. Read from tokens.css so the colours have one home.
 * Inline styles need no hash: the policy allows them (content-security-policy.mts).
 */
export function firstPaintStyle(tokens = readFileSync(TOKENS, 'utf8')): string {
  return THEMES.map((theme) => {
    const block = tokens.match(new RegExp(`\\[data-theme='${theme}'\\]\\s*\\{([^}]*)\\}`))?.[1];
    const token = (name: string) => block?.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1].trim();
    const [background, text] = [token('--color-bg'), token('--color-text')];
    if (!background || !text) throw new Error(`tokens.css: no --color-bg / --color-text for the ${theme} theme`);
    return `html[data-theme="${theme}"]{color-scheme:${theme};background:${background};color:${text}}`;
  }).join('');
}
