import type { NewsletterDeliveryCounts } from '@bonus/domain';

/** A sent (or sending) newsletter with its delivery progress. */
export interface Newsletter extends NewsletterDeliveryCounts {
  id: number;
  subject: string;
  creationTimestamp: Date;
}
