import { consentStatusText, missingConsent, orderWaiverText, registrationConsents } from './consents';
import { registrationStatus } from './site-settings';
import { acceptsAccountEmail } from './user-input';

describe('registration consents', () => {
  const all = { age_confirmed: true, terms_accepted: true, lost_guarantee: true, digital_content_waiver: true };

  it('needs every required consent and names the first one missing; marketing is optional', () => {
    expect(missingConsent(registrationConsents(all))).toBeNull();
    expect(missingConsent(registrationConsents({ ...all, age_confirmed: false }))).toBe('CONSENT_ADULT_MISSING');
    expect(missingConsent(registrationConsents({ ...all, terms_accepted: undefined }))).toBe('CONSENT_TERMS_MISSING');
    expect(missingConsent(registrationConsents({ ...all, lost_guarantee: false }))).toBe('CONSENT_LOST_GUARANTEE_MISSING');
    expect(missingConsent(registrationConsents({ ...all, digital_content_waiver: false }))).toBe('CONSENT_WAIVER_MISSING');
    expect(registrationConsents(all).marketing).toBe(false);
  });

  it('reads as yes or no with the Prague time and the terms version', () => {
    expect(consentStatusText({ granted: true, termsVersion: '2026-11-01', recordedTimestamp: Date.UTC(2026, 11, 21, 23, 30) / 1000 })).toBe('Ano · 22.\u00a012.\u00a02026 0:30 · obchodní podmínky verze 2026-11-01');
    expect(consentStatusText({ granted: false, termsVersion: '2026-11-01', recordedTimestamp: 0 })).toMatch(/^Ne · 1\.\u00a01\.\u00a01970/);
  });
});

describe("the member's e-mail", () => {
  it("accepts only the account's own address (any case) or none", () => {
    expect(acceptsAccountEmail(undefined, 'jan@example.cz')).toBe(true);
    expect(acceptsAccountEmail(' Jan@Example.cz ', 'jan@example.cz')).toBe(true);
    expect(acceptsAccountEmail('someone@else.cz', 'jan@example.cz')).toBe(false);
    expect(acceptsAccountEmail('jan@example.cz', null)).toBe(false);
  });
});

describe('registration status', () => {
  it('is closed when switched off and maintenance above all', () => {
    expect(registrationStatus({ maintenanceMode: false, registrationEnabled: true })).toBe('open');
    expect(registrationStatus({ maintenanceMode: false, registrationEnabled: false })).toBe('closed');
    expect(registrationStatus({ maintenanceMode: true, registrationEnabled: true })).toBe('maintenance');
  });
});

describe("an order's withdrawal waiver", () => {
  it('reads with its Prague time and terms version, or says none was recorded', () => {
    expect(orderWaiverText({ waiverTimestamp: Date.UTC(2026, 11, 21, 23, 30) / 1000, waiverTermsVersion: '2026-11-01' })).toBe('vzdání se odstoupení 22.\u00a012.\u00a02026 0:30 (podmínky 2026-11-01)');
    expect(orderWaiverText({ waiverTimestamp: null, waiverTermsVersion: null })).toBe('vzdání se odstoupení nezaznamenáno');
  });
});
