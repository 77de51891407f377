import { render, screen } from '@testing-library/react';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is a busy status named only by its Czech label, its shapes hidden from screen readers', () => {
    render(<Skeleton label="Načítám členství…" count={4} />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('Načítám členství…');
    const shapes = status.querySelectorAll('.ui-skeleton__item');
    expect(shapes).toHaveLength(4);
    shapes.forEach((shape) => expect(shape.getAttribute('aria-hidden')).toBe('true'));
  });

  it('draws one shape for a block (a chart) whatever the count', () => {
    render(<Skeleton label="Načítám graf…" shape="block" count={5} />);
    expect(screen.getByRole('status').querySelectorAll('.ui-skeleton__item')).toHaveLength(1);
  });
});
