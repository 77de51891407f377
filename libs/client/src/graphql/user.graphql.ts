import { gql, TypedDocumentNode } from '@apollo/client';

export interface MeView {
  id: string;
  name: string;
  fullName: string;
  email: string | null;
  admin: boolean;
  providerId: string;
  pictureLink: string | null;
  marketingConsent: boolean;
  tier: { id: number; name: string; code: string };
  activeOrder: { id: string; status: string; expirationTimestamp: number | null; amount: number; cancelAtPeriodEnd: boolean } | null;
}

const ME_FIELDS = gql`
  fragment MeFields on UserProfile {
    id
    name
    fullName
    email
    admin
    providerId
    pictureLink
    marketingConsent
    tier {
      id
      name
      code
    }
    activeOrder {
      id
      status
      expirationTimestamp
      amount
      cancelAtPeriodEnd
    }
  }
`;

export const ME_QUERY: TypedDocumentNode<{ me: MeView }> = gql`
  query Me {
    me {
      ...MeFields
    }
  }
  ${ME_FIELDS}
`;

export interface RegisterUserVariables {
  input: {
    name: string;
    firstName: string;
    lastName: string;
    birthTimestamp: number;
    referralCode?: string | null;
    ageConfirmed: boolean;
    termsAccepted: boolean;
    lostGuarantee: boolean;
    digitalContentWaiver: boolean;
    marketingConsent?: boolean;
  };
}

export const REGISTER_USER_MUTATION: TypedDocumentNode<{ registerUser: MeView }, RegisterUserVariables> = gql`
  mutation RegisterUser($input: RegisterUserInput!) {
    registerUser(input: $input) {
      ...MeFields
    }
  }
  ${ME_FIELDS}
`;

export const UPDATE_USER_MUTATION: TypedDocumentNode<{ updateUser: MeView }, { input: { name?: string; email?: string; marketingConsent?: boolean } }> = gql`
  mutation UpdateUser($input: UpdateUserInput!) {
    updateUser(input: $input) {
      ...MeFields
    }
  }
  ${ME_FIELDS}
`;

/** GDPR erasure of the signed-in member; the server asks for a sign-in in the last five minutes. */
export const DELETE_USER_MUTATION: TypedDocumentNode<{ deleteUser: boolean }> = gql`
  mutation DeleteUser {
    deleteUser
  }
`;

export const DELETE_UNREGISTERED_ACCOUNT_MUTATION: TypedDocumentNode<{ deleteUnregisteredAccount: boolean }> = gql`
  mutation DeleteUnregisteredAccount {
    deleteUnregisteredAccount
  }
`;

export const REQUEST_PASSWORD_RESET_MUTATION: TypedDocumentNode<{ requestPasswordReset: boolean }, { email: string }> = gql`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email)
  }
`;

export interface ConsentView {
  kind: string;
  label: string;
  granted: boolean;
  termsVersion: string;
  recordedTimestamp: number;
}

export const CONSENT_FIELDS = 'kind label granted termsVersion recordedTimestamp';

/** The member's consents as last given or withdrawn. */
export const CONSENTS_QUERY: TypedDocumentNode<{ consents: ConsentView[] }> = gql`
  query Consents {
    consents { ${CONSENT_FIELDS} }
  }
`;
