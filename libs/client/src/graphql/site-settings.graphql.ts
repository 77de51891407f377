import { gql, TypedDocumentNode } from '@apollo/client';
import type { SiteSettings } from '@bonus/domain';

const FIELDS = 'siteName siteEmail maintenanceMode registrationEnabled autoApproveUsers emailNotifications maxBonusesPerUser referralReward minWithdrawal';

export const SITE_SETTINGS_QUERY: TypedDocumentNode<{ siteSettings: SiteSettings }> = gql`
  query SiteSettings {
    siteSettings { ${FIELDS} }
  }
`;

export const SAVE_SITE_SETTINGS_MUTATION: TypedDocumentNode<{ saveSiteSettings: SiteSettings }, { input: SiteSettings }> = gql`
  mutation SaveSiteSettings($input: SiteSettingsInput!) {
    saveSiteSettings(input: $input) { ${FIELDS} }
  }
`;

/** The minimum withdrawal (Kč) for the member's withdraw form. */
export const MIN_WITHDRAWAL_QUERY: TypedDocumentNode<{ minWithdrawal: number }> = gql`
  query MinWithdrawal {
    minWithdrawal
  }
`;
