import { formatPercent } from '@bonus/domain';

/**
 * How much of the file has gone; once all of it has, the server is still reading it. Screen readers hear the
 * two stages once each (the percentage is the progress bar's value, not a stream of announcements).
 */
export function UploadProgress({ share }: { share: number }) {
  const percent = Math.round(share * 100);
  return (
    <div className="statement-progress">
      <div className="statement-progress__bar" role="progressbar" aria-label="Nahrávání výpisu" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span style={{ width: `${percent}%` }} />
      </div>
      <p>
        <span role="status">{percent < 100 ? 'Nahrávám výpis…' : 'Zpracovávám výpis…'}</span> <span aria-hidden="true">{formatPercent(percent)}</span>
      </p>
    </div>
  );
}
