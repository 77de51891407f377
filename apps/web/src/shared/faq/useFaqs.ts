import { useQuery } from '@apollo/client/react';
import { FAQS_QUERY } from '@bonus/client';
import { useRedirectOnLoadFailure } from '../dashboard/load-failure';

/** The FAQ; a failed load goes to /dashboard with 'Nepovedlo se nahrát FAQs' (spec section 8). */
export function useFaqs() {
  const { data, error } = useQuery(FAQS_QUERY);
  useRedirectOnLoadFailure(Boolean(error) && !data, 'FAQ_LOAD_FAILED');
  return data?.faqs;
}
