-- The statements of member-mail.queries.ts, written by libs/server/src/testing/sql-snapshots.spec.ts; do not edit.

-- insertMemberMails
INSERT INTO member_mail (user_id, to_address, subject, text, html) SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[]);

-- claimDueMemberMails
SELECT m.id, m.attempts, coalesce(m.to_address, u.email) AS email, m.subject, m.text, m.html
 FROM member_mail m JOIN app_user u ON u.id = m.user_id
WHERE m.status = 'pending' AND m.next_attempt_at <= greatest($2::timestamptz, now())
ORDER BY m.id LIMIT $1
  FOR UPDATE OF m SKIP LOCKED;

-- markMemberMailDone
UPDATE member_mail SET status = $2, attempts = attempts + 1, sent_at = CASE WHEN $2 = 'sent' THEN now() END WHERE id = $1;

-- recordMemberMailFailure
UPDATE member_mail SET status = $2, attempts = least($3::int, 32767)::smallint, last_error = $4, next_attempt_at = $5::timestamptz + make_interval(mins => least($3::int, $6::int)) WHERE id = $1;

-- oldestUnsentMemberMail
SELECT min(created_at) AS oldest FROM member_mail WHERE status = 'pending';
