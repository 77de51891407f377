import { render, screen } from '@testing-library/react';
import { GamblingNotice } from './GamblingNotice';

describe('GamblingNotice', () => {
  it('says the 18+ notice and the Ministry of Finance warning word for word', () => {
    render(<GamblingNotice />);
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('Hazardní hry jsou určeny jen osobám starším 18 let.');
    expect(note.textContent).toContain('Ministerstvo financí varuje: Účastí na hazardní hře může vzniknout závislost!');
    expect(note.textContent).toContain('18+');
  });
});
