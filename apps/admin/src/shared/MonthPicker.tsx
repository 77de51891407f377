import { CZECH_MONTH_NAMES } from '@bonus/domain';
import './month-picker.css';

/** The years offered: the last few up to this one, and the chosen one should it be older. */
function yearsUpTo(current: number, chosen: number): number[] {
  const years = Array.from({ length: 4 }, (_, index) => current - 3 + index);
  return chosen < years[0] ? [chosen, ...years] : years;
}

/**
 * A month ("YYYY-MM") picked as Czech names and a year, whatever the browser's language
 * (the browser's own month input shows its language, English on many machines).
 */
export function MonthPicker({ label, value, onChange, currentYear }: { label: string; value: string; onChange: (month: string) => void; currentYear: number }) {
  const [year, month] = value.split('-').map(Number);
  const set = (nextYear: number, nextMonth: number) => onChange(`${nextYear}-${String(nextMonth).padStart(2, '0')}`);
  return (
    <fieldset className="month-picker">
      <legend>{label}</legend>
      <label className="ui-field">
        <span className="visually-hidden">Měsíc</span>
        <select value={month} onChange={(event) => set(year, Number(event.target.value))}>
          {CZECH_MONTH_NAMES.map((name, index) => (
            <option key={name} value={index + 1}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label className="ui-field">
        <span className="visually-hidden">Rok</span>
        <select value={year} onChange={(event) => set(Number(event.target.value), month)}>
          {yearsUpTo(currentYear, year).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
