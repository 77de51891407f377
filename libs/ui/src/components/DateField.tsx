import { CZECH_DATE_PLACEHOLDER, CZECH_DATE_TIME_PLACEHOLDER, czechDateTimeToSeconds, maskCzechDateInput, maskCzechDateTimeInput, secondsToCzechDateTime } from '@bonus/domain';
import { type ComponentProps, useState } from 'react';
import { TextField } from './TextField';

type TextFieldProps = ComponentProps<typeof TextField>;

/**
 * A field typed as digits in a fixed pattern (the placeholder shows it); what the browser may fill in is off. No
 * maxLength: the mask keeps the text short, and a pasted "17. 05. 2024" must reach it whole.
 */
const patternProps = (placeholder: string) => ({ inputMode: 'numeric' as const, placeholder, autoComplete: 'off' });

/**
 * A day typed day-month-year (DD.MM.RRRR) whatever the browser's language, the dots put in as the digits
 * come (a browser's date picker follows its own locale: mm/dd/yyyy in an English one). Its value is the
 * text; parseCzechDate reads it. Works with react-hook-form's register and as a controlled input.
 */
export function DateField({ onChange, ...props }: Omit<TextFieldProps, 'type'>) {
  return (
    <TextField
      {...patternProps(CZECH_DATE_PLACEHOLDER)}
      {...props}
      onChange={(event) => {
        event.target.value = maskCzechDateInput(event.target.value);
        onChange?.(event);
      }}
    />
  );
}

/**
 * A moment typed DD.MM.RRRR HH:MM in the browser's time zone, for a form that keeps unix seconds: it gets
 * null for an empty field and NaN while the text is not a moment, so that the form can say so.
 */
export function DateTimeField({ seconds, onSeconds, ...props }: Omit<TextFieldProps, 'type' | 'value' | 'onChange'> & { seconds: number | null; onSeconds: (seconds: number | null) => void }) {
  const [text, setText] = useState(() => secondsToCzechDateTime(seconds));
  const [shown, setShown] = useState(seconds);
  // Seconds set from outside (the form reset, another bonus opened) replace the text; those the text gave do not.
  if (!Object.is(seconds, shown)) {
    setShown(seconds);
    setText(secondsToCzechDateTime(seconds));
  }
  return (
    <TextField
      {...patternProps(CZECH_DATE_TIME_PLACEHOLDER)}
      {...props}
      value={text}
      onChange={(event) => {
        const typed = maskCzechDateTimeInput(event.target.value);
        const typedSeconds = czechDateTimeToSeconds(typed);
        setText(typed);
        setShown(typedSeconds);
        onSeconds(typedSeconds);
      }}
    />
  );
}
