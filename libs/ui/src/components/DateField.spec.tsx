import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DateField, DateTimeField } from './DateField';

describe('DateField', () => {
  it('puts the dots in as the digits are typed and hands the masked text on', () => {
    const typed: string[] = [];
    render(<DateField label="Platí od" onChange={(event) => typed.push(event.target.value)} />);
    const input = screen.getByLabelText('Platí od') as HTMLInputElement;
    expect(input.placeholder).toBe('DD.MM.RRRR');
    expect(input.inputMode).toBe('numeric');
    fireEvent.change(input, { target: { value: '17052024' } });
    expect(typed).toEqual(['17.05.2024']);
  });
});

describe('DateTimeField', () => {
  /** A form that keeps seconds, as the bonus form does, with a button that sets them from outside. */
  function Form({ initial, onSeconds }: { initial: number | null; onSeconds: (seconds: number | null) => void }) {
    const [seconds, setSeconds] = useState(initial);
    return (
      <>
        <DateTimeField
          label="Začátek"
          seconds={seconds}
          onSeconds={(next) => {
            setSeconds(next);
            onSeconds(next);
          }}
        />
        <button onClick={() => setSeconds(new Date(2030, 0, 2, 3, 4).getTime() / 1000)}>Jiný bonus</button>
      </>
    );
  }

  it('shows the seconds it is given day-month-year with the time, and gives back seconds as the text becomes a moment', () => {
    const given: Array<number | null> = [];
    render(<Form initial={new Date(2027, 4, 17, 14, 30).getTime() / 1000} onSeconds={(seconds) => given.push(seconds)} />);
    const input = screen.getByLabelText('Začátek') as HTMLInputElement;
    expect(input.value).toBe('17.05.2027 14:30');
    fireEvent.change(input, { target: { value: '01.06.2027 0' } });
    expect(input.value).toBe('01.06.2027 0');
    fireEvent.change(input, { target: { value: '010620270945' } });
    expect(input.value).toBe('01.06.2027 09:45');
    fireEvent.change(input, { target: { value: '' } });
    expect(given).toEqual([Number.NaN, new Date(2027, 5, 1, 9, 45).getTime() / 1000, null]);
  });

  it('keeps what is being typed while it is not a moment, and takes seconds set from outside', () => {
    render(<Form initial={null} onSeconds={() => undefined} />);
    const input = screen.getByLabelText('Začátek') as HTMLInputElement;
    expect(input.value).toBe('');
    fireEvent.change(input, { target: { value: '31.04.2027 10:00' } });
    expect(input.value).toBe('31.04.2027 10:00');
    fireEvent.click(screen.getByText('Jiný bonus'));
    expect(input.value).toBe('02.01.2030 03:04');
  });
});

describe('a pasted date', () => {
  it('reaches the mask whole, spaces and all', () => {
    const typed: string[] = [];
    render(<DateField label="Od" onChange={(event) => typed.push(event.target.value)} />);
    fireEvent.change(screen.getByLabelText('Od'), { target: { value: '17. 05. 2024' } });
    expect(typed).toEqual(['17.05.2024']);
  });
});
