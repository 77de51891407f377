/**
 * The link to a company's own site. A company name cannot be declined automatically ("Přejít na Fio banka"
 * is wrong), so the wording keeps the name in the nominative: "Přejít na web: Fio banka ↗".
 */
export function companyWebsiteLinkLabel(companyName: string): string {
  return `Přejít na web: ${companyName} ↗`;
}

/** Investment horizons by id (spec section 3, invest_horizont_id). */
export const INVEST_HORIZON_LABELS: Record<number, string> = { 1: 'Krátkodobě (do 1 roku)', 2: 'Střednědobě (1–5 let)', 3: 'Dlouhodobě (nad 5 let)' };

/** A category shows its recommended products first, three at a time until "show all" (spec section 2). */
export const PRODUCT_PREVIEW_COUNT = 3;

export function productsToShow<T extends { recommended: boolean }>(products: readonly T[], showAll: boolean): { shown: T[]; hidden: number } {
  const ordered = [...products.filter((p) => p.recommended), ...products.filter((p) => !p.recommended)];
  const shown = showAll ? ordered : ordered.slice(0, PRODUCT_PREVIEW_COUNT);
  return { shown, hidden: ordered.length - shown.length };
}
