import { DEFAULT_SITE_SETTINGS, minimumWithdrawalReason, siteSettingsSchema } from './site-settings';

describe('site settings', () => {
  it('start from the spec samples: minimum withdrawal 500 Kč, new members approved at once', () => {
    expect(DEFAULT_SITE_SETTINGS).toMatchObject({ siteName: 'Bonus Klub', maxBonusesPerUser: 15, referralReward: 200, minWithdrawal: 500, maintenanceMode: false, registrationEnabled: true, autoApproveUsers: true });
    expect(siteSettingsSchema.parse(DEFAULT_SITE_SETTINGS)).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('refuse bad values with Czech texts', () => {
    expect(siteSettingsSchema.safeParse({ ...DEFAULT_SITE_SETTINGS, siteName: ' ' }).error?.issues[0].message).toBe('Toto pole je povinné');
    expect(siteSettingsSchema.safeParse({ ...DEFAULT_SITE_SETTINGS, minWithdrawal: -5 }).error?.issues[0].message).toBe('Zadejte číslo');
    expect(siteSettingsSchema.safeParse({ ...DEFAULT_SITE_SETTINGS, autoApproveUsers: undefined }).success).toBe(false);
    expect(minimumWithdrawalReason(500)).toBe('Minimální výběr je 500 Kč.');
  });
});
