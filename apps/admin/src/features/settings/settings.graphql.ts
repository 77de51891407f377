import { graphql } from '../../shared/gql';

export const SITE_SETTINGS_FIELDS = graphql(`
  fragment SiteSettingsFields on SiteSettings {
    siteName
    siteEmail
    maintenanceMode
    registrationEnabled
    autoApproveUsers
    emailNotifications
    maxBonusesPerUser
    referralReward
    minWithdrawal
  }
`);

export const SITE_SETTINGS_QUERY = graphql(`
  query SiteSettings {
    siteSettings { ...SiteSettingsFields }
  }
`);

export const SAVE_SITE_SETTINGS_MUTATION = graphql(`
  mutation SaveSiteSettings($input: SiteSettingsInput!) {
    saveSiteSettings(input: $input) { ...SiteSettingsFields }
  }
`);
