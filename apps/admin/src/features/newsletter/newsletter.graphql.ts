import { graphql } from '../../shared/gql';

export const NEWSLETTER_FIELDS = graphql(`
  fragment NewsletterFields on Newsletter {
    id
    subject
    creationTimestamp
    recipients
    sent
    failed
    skipped
  }
`);

export const NEWSLETTERS_QUERY = graphql(`
  query Newsletters($page: PageInput) {
    newsletters(page: $page) {
      items { ...NewsletterFields }
      totalCount
      itemsPerPage
    }
  }
`);

export const SEND_NEWSLETTER_MUTATION = graphql(`
  mutation SendNewsletter($input: NewsletterInput!) {
    sendNewsletter(input: $input) { ...NewsletterFields }
  }
`);
