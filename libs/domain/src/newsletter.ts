import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from './validation-messages';

/** The admin's confirmation before a newsletter goes out (spec section 2, Overview). */
export const NEWSLETTER_CONFIRM_TEXT = 'Opravdu chcete odeslat newsletter všem uživatelům?';

/** A delivery that failed this many times is given up and shown as failed. */
export const NEWSLETTER_MAX_ATTEMPTS = 5;

/** What the admin writes: a subject line and a rich-text body (sanitised on the server). */
export const newsletterInputSchema = z.object({
  subject: z.string({ error: M.newsletterSubjectRequired }).trim().min(1, { error: M.newsletterSubjectRequired }).max(150, { error: M.newsletterSubjectTooLong }),
  html: z
    .string({ error: M.newsletterBodyRequired })
    .max(100_000, { error: M.newsletterBodyTooLong })
    // An editor's empty document is '<p></p>': a body needs some visible text.
    .refine((html) => html.replace(/<[^>]*>/g, '').trim().length > 0, { error: M.newsletterBodyRequired }),
});

export type NewsletterInput = z.infer<typeof newsletterInputSchema>;

/** A newsletter's delivery counts. */
export interface NewsletterDeliveryCounts {
  recipients: number;
  sent: number;
  failed: number;
  /** Members who withdrew consent or were deactivated before their copy went out. */
  skipped: number;
}

/** Deliveries not yet sent, failed or skipped. */
export function pendingDeliveries(newsletter: NewsletterDeliveryCounts): number {
  return newsletter.recipients - newsletter.sent - newsletter.failed - newsletter.skipped;
}
