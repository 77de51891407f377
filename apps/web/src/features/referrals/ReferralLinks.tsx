import { graphqlError } from '@bonus/client';
import { useMutation } from '@apollo/client/react';
import { CREATE_REFERRAL_CODE_MUTATION, ReferralCodeView } from './referrals.graphql';
import { canCreateReferralCode, COPY_CONFIRMATION_MS, errorMessage, formatCzechDate, MAX_ACTIVE_REFERRAL_CODES } from '@bonus/domain';
import { Alert, Button } from '@bonus/ui';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';

export function referralLink(code: string): string {
  return `${window.location.origin}/referral?referralCode=${encodeURIComponent(code)}`;
}

/** The member's invitation links with copy buttons, and creating a new code (at most three in use). */
export function ReferralLinks({ codes }: { codes: ReferralCodeView[] }) {
  const [createCode, { loading }] = useMutation(CREATE_REFERRAL_CODE_MUTATION, { refetchQueries: ['Referrals'], awaitRefetchQueries: true });
  const [failure, setFailure] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(null), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const create = async () => {
    setFailure(null);
    try {
      await createCode();
    } catch (error) {
      const limit = graphqlError(error)?.code === 'REFERRAL_CODE_LIMIT';
      setFailure(errorMessage(limit ? 'REFERRAL_CODE_LIMIT_SCREEN' : 'REFERRAL_CODE_FAILED'));
    }
  };
  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(referralLink(code));
      setCopied(code);
    } catch {
      setFailure('Odkaz se nepodařilo zkopírovat, označte ho prosím ručně.');
    }
  };
  const active = codes.filter((code) => code.inUse);
  const canCreate = canCreateReferralCode(active.length);

  return (
    <section className="ui-card referral-section" aria-labelledby="links-title">
      <h2 id="links-title">Vaše odkazy</h2>
      {active.length === 0 ? (
        <p>Zatím nemáte žádný odkaz. Vytvořte si ho a pošlete ho přátelům.</p>
      ) : (
        <ul className="referral-links">
          {active.map((code) => (
            <li key={code.id}>
              {/* The code tells the links apart: their shared beginning is all a narrow box shows. */}
              <label htmlFor={`referral-link-${code.id}`}>
                Odkaz s kódem <strong className="referral-links__code">{code.code}</strong> <small>od {formatCzechDate(new Date(code.creationTimestamp * 1000))}</small>
              </label>
              <input id={`referral-link-${code.id}`} readOnly value={referralLink(code.code)} onFocus={(e) => e.target.select()} />
              <Button variant="secondary" onClick={() => void copy(code.code)} aria-label={`Kopírovat odkaz ${code.code}`}>
                {copied === code.code ? (
                  <>
                    <Check size={18} aria-hidden="true" /> Zkopírováno
                  </>
                ) : (
                  <>
                    <Copy size={18} aria-hidden="true" /> Kopírovat
                  </>
                )}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="visually-hidden">
        {copied ? 'Odkaz zkopírován do schránky' : ''}
      </p>
      {failure && <Alert>{failure}</Alert>}
      <div className="referral-create">
        <Button onClick={() => void create()} disabled={loading || !canCreate} aria-describedby="referral-code-count">
          {loading ? 'Vytvářím…' : 'Vytvořit nový kód'}
        </Button>
        <small id="referral-code-count">
          Aktivní kódy: {active.length} z {MAX_ACTIVE_REFERRAL_CODES}
          {!canCreate && <> – {errorMessage('REFERRAL_CODE_LIMIT_SCREEN')}</>}
        </small>
      </div>
    </section>
  );
}
