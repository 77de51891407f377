import { useMutation } from '@apollo/client/react';
import { casinoPauseEnd, casinoPauseInputSchema, fieldErrors, formatCzechDateTime, isPaused, lengthenedPause } from '@bonus/domain';
import { Alert, Button, Modal, TextField } from '@bonus/ui';
import { FormEvent, useState } from 'react';
import { PAUSE_CASINOS_MUTATION } from './casino-pause.graphql';
import { failureText } from '../../../shared/failure-text';
import { ExclusionRegisterLink } from '../../../shared/responsible-play/ExclusionRegisterLink';

const when = (date: Date) => formatCzechDateTime(date);

/**
 * The casino pause: whole days from now, confirmed in a dialog because it cannot be lifted or shortened
 * afterwards, only lengthened. While it lasts every casino offer is hidden and locked. It is not
 * self-exclusion: only the Ministry of Finance's register (RVO) bars play at licensed operators, so it says so.
 */
export function CasinoPauseForm({ pauseUntil, onPaused }: { pauseUntil: number | null; onPaused: () => Promise<void> }) {
  const [pause, { loading }] = useMutation(PAUSE_CASINOS_MUTATION, { refetchQueries: ['Bonuses'] });
  const [days, setDays] = useState('30');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const now = new Date();
  const current = pauseUntil ? new Date(pauseUntil * 1000) : null;
  const running = isPaused(current, now) ? current : null;

  const review = (event: FormEvent) => {
    event.preventDefault();
    const problems = fieldErrors(casinoPauseInputSchema, { days: days.trim() === '' ? undefined : Number(days) });
    setError(problems?.days);
    if (!problems) setConfirming(Number(days));
  };
  const confirm = async (count: number) => {
    setFailure(null);
    try {
      await pause({ variables: { days: count } });
      await onPaused();
      setConfirming(null);
    } catch (caught) {
      setConfirming(null);
      setFailure(failureText(caught, 'CHANGES_SAVE_FAILED'));
    }
  };

  const asked = confirming === null ? null : casinoPauseEnd(now, confirming);
  const ends = asked && lengthenedPause(running, asked);
  return (
    <section aria-labelledby="casino-pause-heading">
      <h2 id="casino-pause-heading">Pauza od kasin</h2>
      <p>Potřebujete si od kasin odpočinout? Na zvolený počet dní skryjeme všechny kasinové nabídky: nepůjde je začít ani v nich pokračovat. Bankovní bonusy zůstanou dostupné.</p>
      {running ? (
        <p className="casino-pause-status" role="status" data-testid="casino-pause-status">
          Pauza od kasin trvá do <strong>{when(running)}</strong>. Do té doby kasinové nabídky v seznamu bonusů skrýváme. Zrušit ani zkrátit ji nelze, jen prodloužit.
        </p>
      ) : (
        <p className="casino-pause-status" data-testid="casino-pause-status">
          Pauzu teď nastavenou nemáte.
        </p>
      )}
      <div className="casino-pause-register" data-testid="casino-pause-register">
        <h3>Pauza není sebevyloučení</h3>
        <p>
          Pauza platí jen tady: skryje kasinové nabídky v naší aplikaci, hrát u kasin vám ale nezabrání. Hru u všech licencovaných provozovatelů zastaví jen zápis do rejstříku
          vyloučených osob (RVO), který vede Ministerstvo financí. O zápis může sám požádat kdokoli; vyškrtnout se z rejstříku lze nejdříve po roce.
        </p>
        <p>
          <ExclusionRegisterLink />
        </p>
      </div>
      <form className="casino-pause-form ui-card" onSubmit={review} noValidate aria-label="Nastavit pauzu od kasin">
        <TextField label="Počet dní (2–365)" inputMode="numeric" value={days} error={error} onChange={(event) => setDays(event.target.value.replace(/[^0-9]/g, ''))} />
        <Button type="submit">{running ? 'Prodloužit pauzu' : 'Nastavit pauzu'}</Button>
      </form>
      {failure && <Alert>{failure}</Alert>}
      {confirming !== null && ends && (
        <Modal
          open
          title="Potvrďte pauzu od kasin"
          onClose={() => setConfirming(null)}
          actions={
            <>
              <Button variant="secondary" onClick={() => setConfirming(null)}>
                Zpět
              </Button>
              <Button onClick={() => void confirm(confirming)} disabled={loading}>
                {loading ? 'Ukládám…' : 'Ano, nastavit pauzu'}
              </Button>
            </>
          }
        >
          {running && ends.getTime() === running.getTime() ? (
            <p>Vaše pauza už trvá déle, do {when(running)}. Kratší pauza ji nezkrátí, zůstane, jak je.</p>
          ) : (
            <p>
              Kasinové nabídky budou zamčené do <strong>{when(ends)}</strong>.
            </p>
          )}
          <p>Pauzu potom nepůjde zrušit ani zkrátit, jen prodloužit.</p>
        </Modal>
      )}
    </section>
  );
}
