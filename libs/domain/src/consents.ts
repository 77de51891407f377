import type { ErrorCode } from './errors';
import { formatCzechDateTime } from './money';

/** What a member agrees to at registration (spec section 5) and later in Settings (marketing). */
export const CONSENT_KINDS = ['adult', 'terms', 'lost_guarantee', 'digital_content_waiver', 'marketing', 'casino_self_exclusion'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** Registration is refused without these; each names itself in the refusal. */
export const REQUIRED_CONSENTS = {
  adult: 'CONSENT_ADULT_MISSING',
  terms: 'CONSENT_TERMS_MISSING',
  lost_guarantee: 'CONSENT_LOST_GUARANTEE_MISSING',
  digital_content_waiver: 'CONSENT_WAIVER_MISSING',
} as const satisfies Partial<Record<ConsentKind, ErrorCode>>;

/** How the member and the admin see each consent. */
export const CONSENT_LABELS: Record<ConsentKind, string> = {
  adult: 'Potvrzení, že je mi více než 18 let',
  terms: 'Souhlas s obchodními podmínkami',
  lost_guarantee: 'Výdělek z bonusů není zaručen a mohu přijít o vložené peníze',
  digital_content_waiver: 'Zpřístupnění obsahu ihned po zaplacení a ztráta práva odstoupit do 14 dnů (§ 1837 písm. l) NOZ)',
  marketing: 'Novinky a nové bonusy e-mailem',
  casino_self_exclusion: 'Prohlášení, že nejsem v rejstříku vyloučených osob',
};

/** What registration asks for (the casino declaration comes later, before the first casino offer). */
export type RegistrationConsentKind = Exclude<ConsentKind, 'casino_self_exclusion'>;

/** The consents as POST /user carries them. */
export interface RegistrationConsents {
  age_confirmed?: boolean;
  terms_accepted?: boolean;
  lost_guarantee?: boolean;
  digital_content_waiver?: boolean;
  marketing_consent?: boolean;
}

/** The registration's consents by kind (an absent one is not given). */
export function registrationConsents(input: RegistrationConsents): Record<RegistrationConsentKind, boolean> {
  return {
    adult: input.age_confirmed === true,
    terms: input.terms_accepted === true,
    lost_guarantee: input.lost_guarantee === true,
    digital_content_waiver: input.digital_content_waiver === true,
    marketing: input.marketing_consent === true,
  };
}

/** The refusal naming the first required consent not given; null when all are there. */
export function missingConsent(given: Record<RegistrationConsentKind, boolean>): ErrorCode | null {
  const missing = (Object.keys(REQUIRED_CONSENTS) as (keyof typeof REQUIRED_CONSENTS)[]).find((kind) => !given[kind]);
  return missing ? REQUIRED_CONSENTS[missing] : null;
}

/** How a recorded consent reads: "Ano · 22. 12. 2026 14:05 · obchodní podmínky verze 2026-11-01". */
export function consentStatusText(consent: { granted: boolean; termsVersion: string; recordedTimestamp: number }): string {
  return `${consent.granted ? 'Ano' : 'Ne'} · ${formatCzechDateTime(new Date(consent.recordedTimestamp * 1000))} · obchodní podmínky verze ${consent.termsVersion}`;
}

/** How an order's withdrawal waiver reads in the admin's order list. */
export function orderWaiverText(waiver: { waiverTimestamp: number | null; waiverTermsVersion: string | null }): string {
  if (waiver.waiverTimestamp === null) return 'vzdání se odstoupení nezaznamenáno';
  return `vzdání se odstoupení ${formatCzechDateTime(new Date(waiver.waiverTimestamp * 1000))} (podmínky ${waiver.waiverTermsVersion})`;
}
