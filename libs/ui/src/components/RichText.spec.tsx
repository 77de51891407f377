import { formatCzk } from '@bonus/domain';
import { render } from '@testing-library/react';
import { RichText } from './RichText';
import { RiskGauge } from './RiskGauge';

describe('RichText', () => {
  it('renders formatting but never scripts, handlers or javascript: links', () => {
    const { container } = render(
      <RichText html={'<p onclick="x()">Ahoj <strong>světe</strong></p><script>window.hacked = 1</script><img src="x" onerror="x()"><a href="javascript:x()">odkaz</a>'} />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('světe');
    expect(container.querySelector('script, img, [onclick]')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href')).toBeNull();
  });

  it('sets bare amounts in the text as formatCzk does, and leaves links alone', () => {
    const { container } = render(<RichText html={'<p>Vložte 2000 Kč, získáte <strong>1500Kč</strong>.</p><a href="https://example.cz/?castka=2000 Kč">podmínky</a>'} />);
    expect(container.querySelector('p')?.textContent).toBe(`Vložte ${formatCzk(2000)}, získáte ${formatCzk(1500)}.`);
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://example.cz/?castka=2000 Kč');
  });
});

describe('RiskGauge', () => {
  it('turns the needle 45° per level from -90° and names the level', () => {
    const { getByRole, getByTestId, rerender } = render(<RiskGauge level={1} />);
    expect(getByTestId('risk-needle').getAttribute('transform')).toBe('rotate(-90 50 50)');
    expect(getByRole('img').getAttribute('aria-label')).toBe('Riziko: Žádné');
    rerender(<RiskGauge level={4} />);
    expect(getByTestId('risk-needle').getAttribute('transform')).toBe('rotate(45 50 50)');
  });
});
