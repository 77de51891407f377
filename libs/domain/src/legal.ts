/** Texts the law or the product's audience requires on public pages. */
export const GAMBLING_WARNING = 'Ministerstvo financí varuje: Účastí na hazardní hře může vzniknout závislost!';
export const ADULTS_ONLY_NOTICE = 'Služba je určena pouze osobám starším 18 let.';
