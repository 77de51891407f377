import { toggleRenewingDay, WEEKDAY_LABELS, WEEKDAYS } from '@bonus/domain';

/** renewing_days as seven toggle buttons, Monday first; none pressed means the bonus does not renew. */
export function RenewingDaysField({ days, onChange }: { days: number[]; onChange: (days: number[]) => void }) {
  return (
    <fieldset className="bonus-form__marks">
      <legend>Obnovuje se ve dnech</legend>
      {WEEKDAYS.map((day) => (
        <button key={day} type="button" aria-pressed={days.includes(day)} onClick={() => onChange(toggleRenewingDay(days, day))}>
          {WEEKDAY_LABELS[day]}
        </button>
      ))}
    </fieldset>
  );
}
