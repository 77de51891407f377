-- The statements of newsletter.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- insertNewsletterWithDeliveries
INSERT INTO newsletter (subject, html, created_by) VALUES ($1, $2, $3) RETURNING id;

-- newsletterSummaries
SELECT n.id, n.subject, n.created_at,
      count(d.user_id)::int AS recipients,
      count(*) FILTER (WHERE d.status = 'sent')::int AS sent,
      count(*) FILTER (WHERE d.status = 'failed')::int AS failed,
      count(*) FILTER (WHERE d.status = 'skipped')::int AS skipped
 FROM newsletter n LEFT JOIN newsletter_delivery d ON d.newsletter_id = n.id
WHERE $2::int IS NULL OR n.id = $2
GROUP BY n.id ORDER BY n.created_at DESC, n.id DESC LIMIT $1 OFFSET $3;

-- newsletterCount
SELECT count(*)::int AS count FROM newsletter;

-- claimDueDeliveries
SELECT d.newsletter_id, d.user_id, d.attempts, u.email, (u.marketing_consent AND u.email IS NOT NULL AND u.approval_pending_since IS NULL AND u.erased_at IS NULL AND u.deactivated_at IS NULL) AS consents, n.subject, n.html
 FROM newsletter_delivery d
 JOIN app_user u ON u.id = d.user_id
 JOIN newsletter n ON n.id = d.newsletter_id
WHERE d.status = 'pending' AND d.next_attempt_at <= greatest($2::timestamptz, now())
ORDER BY d.newsletter_id, d.user_id
LIMIT $1
  FOR UPDATE OF d SKIP LOCKED;

-- markDeliverySkipped
UPDATE newsletter_delivery SET status = 'skipped' WHERE newsletter_id = $1 AND user_id = $2;

-- markDeliverySent
UPDATE newsletter_delivery SET status = 'sent', sent_at = now(), attempts = attempts + 1 WHERE newsletter_id = $1 AND user_id = $2;

-- recordDeliveryFailure
UPDATE newsletter_delivery SET status = $3, attempts = least($4::int, 32767)::smallint, last_error = $5, next_attempt_at = $6::timestamptz + make_interval(mins => least($4::int, $7::int))
WHERE newsletter_id = $1 AND user_id = $2;

-- oldestUnsentNewsletter
SELECT min(n.created_at) AS oldest FROM newsletter n WHERE EXISTS (SELECT 1 FROM newsletter_delivery d WHERE d.newsletter_id = n.id AND d.status = 'pending');
