/** Texts the law or the product's audience requires on public pages. */
export const GAMBLING_WARNING = 'Ministerstvo financí varuje: Účastí na hazardní hře může vzniknout závislost!';
export const ADULTS_ONLY_NOTICE = 'Služba je určena pouze osobám starším 18 let.';

/**
 * The version of the terms (obchodní podmínky, /documents/obchodni-podminky.pdf) in force. Every
 * consent and every order's withdrawal waiver is recorded against it; change it with the document.
 */
export const TERMS_VERSION = '2026-11-01';

/** The request for access at once that waives the 14-day withdrawal: at registration and with each upgrade. */
export const DIGITAL_CONTENT_WAIVER_TEXT =
  'Žádám o zpřístupnění digitálního obsahu ihned po zaplacení a beru na vědomí, že tím ztrácím právo odstoupit od smlouvy do 14 dnů (§ 1837 písm. l) NOZ)';
