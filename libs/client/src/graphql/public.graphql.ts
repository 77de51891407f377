import { gql, TypedDocumentNode } from '@apollo/client';
import type { RegistrationStatus } from '@bonus/domain';
import { GENERATION_DOCUMENT, GenerationView, TIERS_DOCUMENT, TierView } from '../public/public-documents';

export type { GenerationView, TierView } from '../public/public-documents';

export const TIERS_QUERY: TypedDocumentNode<{ tiers: TierView[] }> = gql(TIERS_DOCUMENT);

export const GENERATION_QUERY: TypedDocumentNode<{ generation: GenerationView }> = gql(GENERATION_DOCUMENT);

/** open, closed or maintenance: the register page says so before anything is typed. */
export const REGISTRATION_STATUS_QUERY: TypedDocumentNode<{ registrationStatus: RegistrationStatus }> = gql`
  query RegistrationStatus {
    registrationStatus
  }
`;
