/**
 * An on/off switch (role="switch", aria-checked) for a setting that takes effect at once, such as visibility.
 * `label` names what is switched ("Zobrazit členům: Bonus Tipsport"); `onText`/`offText` say the state beside it.
 */
export function Switch({ checked, onChange, label, onText, offText, disabled }: { checked: boolean; onChange: (checked: boolean) => void; label: string; onText: string; offText: string; disabled?: boolean }) {
  return (
    <span className="ui-switch">
      <button type="button" role="switch" aria-checked={checked} aria-label={label} disabled={disabled} className="ui-switch__control" onClick={() => onChange(!checked)}>
        <span className="ui-switch__thumb" aria-hidden="true" />
      </button>
      <span className="ui-switch__text" aria-hidden="true">
        {checked ? onText : offText}
      </span>
    </span>
  );
}
