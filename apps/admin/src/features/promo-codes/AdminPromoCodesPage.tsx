import { useMutation, useQuery } from '@apollo/client/react';
import { ADMIN_PROMO_CODES_QUERY, AdminPromoCodeView, END_PROMO_CODE_MUTATION } from './promo-codes.graphql';
import { errorMessage, formatCzechDate, formatMonths, formatPercent } from '@bonus/domain';
import { Alert, Button, ErrorState, LoadingState } from '@bonus/ui';
import { useState } from 'react';
import { failureText } from '../../shared/failure-text';
import { PromoCodeForm } from './PromoCodeForm';

const day = (seconds: number) => formatCzechDate(new Date(seconds * 1000));
/** The validity window in words: open ends are left out. */
function validity({ validFrom, validUntil }: AdminPromoCodeView): string {
  if (validFrom === null && validUntil === null) return 'bez omezení';
  if (validFrom === null) return `do ${day(validUntil!)}`;
  if (validUntil === null) return `od ${day(validFrom)}`;
  return `${day(validFrom)} – ${day(validUntil)}`;
}
const uses = (code: AdminPromoCodeView) => `${code.redemptions} z ${code.maxRedemptions ?? '∞'}`;

function EndButton({ code, onEnd, busy }: { code: AdminPromoCodeView; onEnd: (code: AdminPromoCodeView) => void; busy: boolean }) {
  if (code.state === 'ended') return null;
  return (
    <Button variant="secondary" disabled={busy} onClick={() => onEnd(code)} aria-label={`Ukončit kód ${code.code}`}>
      Ukončit
    </Button>
  );
}

/** Slevové kódy: every code with its use and window; add a code, end one now. */
export function AdminPromoCodesPage() {
  const { data, error, refetch } = useQuery(ADMIN_PROMO_CODES_QUERY, { fetchPolicy: 'network-only' });
  const [end, { loading: ending }] = useMutation(END_PROMO_CODE_MUTATION);
  const [failure, setFailure] = useState<string | null>(null);
  const onEnd = async (code: AdminPromoCodeView) => {
    if (!window.confirm(`Ukončit kód ${code.code}? Nové objednávky ho už nepoužijí.`)) return;
    setFailure(null);
    try {
      await end({ variables: { id: code.id } });
      await refetch();
    } catch (problem) {
      setFailure(failureText(problem));
    }
  };
  const codes = data?.adminPromoCodes ?? [];
  return (
    <section className="admin-page" aria-labelledby="promo-title">
      <h1 id="promo-title">Slevové kódy</h1>
      <PromoCodeForm onCreated={() => void refetch()} />
      {failure && <Alert>{failure}</Alert>}
      {error && !data ? (
        <ErrorState message={errorMessage('DATA_LOAD_FAILED')} onRetry={() => void refetch()} />
      ) : !data ? (
        <LoadingState />
      ) : codes.length === 0 ? (
        <p>Zatím žádné slevové kódy.</p>
      ) : (
        <>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Kód</th>
                <th scope="col">Sleva</th>
                <th scope="col">Platnost</th>
                <th scope="col">Použito</th>
                <th scope="col">Stav</th>
                <th scope="col">
                  <span className="visually-hidden">Akce</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {codes.map((code) => (
                <tr key={code.id} data-testid="promo-code-row">
                  <td>
                    <code>{code.code}</code>
                  </td>
                  <td>
                    {formatPercent(code.discountPercent)} na {formatMonths(code.months)}
                  </td>
                  <td>{validity(code)}</td>
                  <td>{uses(code)}</td>
                  <td>{code.stateLabel}</td>
                  <td>
                    <EndButton code={code} onEnd={(target) => void onEnd(target)} busy={ending} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className="admin-cards">
            {codes.map((code) => (
              <li key={code.id} className="ui-card">
                <h2>{code.code}</h2>
                <p>
                  {formatPercent(code.discountPercent)} na {formatMonths(code.months)} · {code.stateLabel}
                </p>
                <p>
                  Platnost {validity(code)} · použito {uses(code)}
                </p>
                <EndButton code={code} onEnd={(target) => void onEnd(target)} busy={ending} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
