import { act, render } from '@testing-library/react';
import { useChartLayout } from './useChartLayout';

function Probe() {
  const { measure, ...layout } = useChartLayout();
  return (
    <div ref={measure} data-width={layout.width} data-left={layout.padding.left}>
      chart
    </div>
  );
}

describe('useChartLayout', () => {
  let resize: () => void = () => undefined;
  beforeEach(() => {
    globalThis.ResizeObserver = class {
      constructor(callback: () => void) {
        resize = callback;
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    jest.restoreAllMocks();
  });

  it('draws the chart at the width it is shown at, so 12 px labels stay 12 px on a phone', () => {
    let width = 311;
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ width }) as DOMRect);
    const { container } = render(<Probe />);
    const box = container.firstElementChild!;
    expect(box.getAttribute('data-width')).toBe('311');
    expect(box.getAttribute('data-left')).toBe('76');
    width = 900;
    act(() => resize());
    expect(box.getAttribute('data-width')).toBe('900');
    expect(box.getAttribute('data-left')).toBe('84');
  });
});
