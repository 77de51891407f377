import { activityTime } from '@bonus/domain';

/**
 * The quiet line a polled page shows while its refreshes fail: the data stays on screen, this says how
 * old it is. Polite, so a screen reader hears it once without being interrupted.
 */
export function RefreshNotice({ staleSince }: { staleSince: Date | null }) {
  return (
    <p className="admin-refresh-notice" role="status" aria-live="polite">
      {staleSince && `Data se nepodařilo obnovit, zobrazujeme stav z ${activityTime(staleSince)}. Zkoušíme to znovu.`}
    </p>
  );
}
