import * as siteSettingsQueries from '../../features/settings/site-settings.queries';
import { samples } from './sample-values';

/** Sample arguments of the settings query modules (sql-snapshots.spec.ts). */

export const SQL_SAMPLES = {
  'site-settings.queries.ts': samples(siteSettingsQueries, {
    siteSettingsRow: [],
    saveSiteSettingsRow: [
      {
        siteName: 'Bonus Klub',
        siteEmail: 'info@example.cz',
        maintenanceMode: false,
        registrationEnabled: true,
        autoApproveUsers: true,
        emailNotifications: true,
        maxBonusesPerUser: 5,
        referralRewardCzk: 100,
        minWithdrawalCzk: 500,
      },
    ],
  }),
};
