import { gql, TypedDocumentNode } from '@apollo/client';

export interface NewsletterView {
  id: number;
  subject: string;
  creationTimestamp: number;
  recipients: number;
  sent: number;
  failed: number;
  skipped: number;
}

const NEWSLETTER_FIELDS = 'id subject creationTimestamp recipients sent failed skipped';

export const NEWSLETTERS_QUERY: TypedDocumentNode<{ newsletters: NewsletterView[] }> = gql`
  query Newsletters {
    newsletters { ${NEWSLETTER_FIELDS} }
  }
`;

export const SEND_NEWSLETTER_MUTATION: TypedDocumentNode<{ sendNewsletter: NewsletterView }, { input: { subject: string; html: string } }> = gql`
  mutation SendNewsletter($input: NewsletterInput!) {
    sendNewsletter(input: $input) { ${NEWSLETTER_FIELDS} }
  }
`;
