import { graphql } from '../../shared/gql';
import type { ReminderSettingsFieldsFragment } from '../../shared/gql/graphql';

export const UPDATE_USER_MUTATION = graphql(`
  mutation UpdateUser($input: UpdateUserInput!) {
    updateUser(input: $input) {
      ...MeFields
    }
  }
`);

/** GDPR erasure of the signed-in member; the server asks for a sign-in in the last five minutes. */
export const DELETE_USER_MUTATION = graphql(`
  mutation DeleteUser {
    deleteUser
  }
`);

/** The member's consents as last given or withdrawn. */
export const CONSENTS_QUERY = graphql(`
  query Consents {
    consents { kind label granted termsVersion recordedTimestamp }
  }
`);

export const ORDER_MANAGING_URL_QUERY = graphql(`
  query OrderManagingUrl($redirectionUrl: String!) {
    orderManagingUrl(redirectionUrl: $redirectionUrl)
  }
`);

export const CALENDAR_FEED_QUERY = graphql(`
  query CalendarFeed {
    calendarFeedUrl
  }
`);

export const CREATE_CALENDAR_FEED_MUTATION = graphql(`
  mutation CreateCalendarFeed {
    createCalendarFeed
  }
`);

export const REVOKE_CALENDAR_FEED_MUTATION = graphql(`
  mutation RevokeCalendarFeed {
    revokeCalendarFeed
  }
`);

/** The member's reminder choices, read and answered back on save (the save writes them into the query's cache). */
export const REMINDER_SETTINGS_FIELDS = graphql(`
  fragment ReminderSettingsFields on ReminderSettings {
    expiring
    renewals
    followedTypes
    termsChanges
  }
`);

export const REMINDER_SETTINGS_QUERY = graphql(`
  query ReminderSettings {
    reminderSettings { ...ReminderSettingsFields }
  }
`);

export type ReminderSettingsView = ReminderSettingsFieldsFragment;

export const SAVE_REMINDER_SETTINGS_MUTATION = graphql(`
  mutation SaveReminderSettings($expiring: Boolean!, $renewals: Boolean!, $followedTypes: [BonusType!]!, $termsChanges: Boolean!) {
    saveReminderSettings(input: { expiring: $expiring, renewals: $renewals, followedTypes: $followedTypes, termsChanges: $termsChanges }) { ...ReminderSettingsFields }
  }
`);

/** The member's personal API tokens (neither expired nor revoked), newest first. */
export const API_TOKENS_QUERY = graphql(`
  query ApiTokens {
    apiTokens { id name scopes secretStart createdAt lastUsedAt expiresAt }
  }
`);

/** A new token; its secret is in this answer only. */
export const CREATE_API_TOKEN_MUTATION = graphql(`
  mutation CreateApiToken($input: ApiTokenInput!) {
    createApiToken(input: $input) { secret token { id } }
  }
`);

export const REVOKE_API_TOKEN_MUTATION = graphql(`
  mutation RevokeApiToken($id: Int!) {
    revokeApiToken(id: $id)
  }
`);
