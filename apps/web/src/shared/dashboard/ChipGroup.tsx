/** The list with `value` added, or removed when it was there. */
export function toggle<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** A group of toggleable filter chips (checkboxes styled as pills). */
export function ChipGroup<T extends string | number>({ legend, options, selected, onToggle }: { legend: string; options: readonly { value: T; label: string }[]; selected: readonly T[]; onToggle: (value: T) => void }) {
  return (
    <fieldset className="chip-group">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={`chip${selected.includes(option.value) ? ' chip--on' : ''}`}>
          <input type="checkbox" checked={selected.includes(option.value)} onChange={() => onToggle(option.value)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
