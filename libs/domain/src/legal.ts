/** Texts the law or the product's audience requires on public pages. */
export const GAMBLING_WARNING = 'Ministerstvo financí varuje: Účastí na hazardní hře může vzniknout závislost!';
export const ADULTS_ONLY_NOTICE = 'Služba je určena pouze osobám starším 18 let.';

/**
 * The version of the terms (obchodní podmínky, /documents/obchodni-podminky.pdf) in force. Every
 * consent and every order's withdrawal waiver is recorded against it; change it with the document.
 */
export const TERMS_VERSION = '2026-11-01';
