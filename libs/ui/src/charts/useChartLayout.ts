import { useEffect, useState } from 'react';

const PHONE = '(max-width: 480px)';

export interface ChartLayout {
  width: number;
  padding: { top: number; bottom: number; left: number; right: number };
}

const WIDE: ChartLayout = { width: 640, padding: { top: 20, bottom: 40, left: 80, right: 20 } };
const NARROW: ChartLayout = { width: 320, padding: { top: 16, bottom: 36, left: 64, right: 12 } };

/**
 * Victory draws in a fixed box scaled to fit its container: a 640-wide box on a 375 px phone shrinks 11 px
 * labels to 6 px. On a phone the box is about as wide as the screen, so labels keep their size.
 */
export function useChartLayout(): ChartLayout {
  const [phone, setPhone] = useState(() => Boolean(window.matchMedia?.(PHONE).matches));
  useEffect(() => {
    const query = window.matchMedia?.(PHONE);
    if (!query) return;
    const update = () => setPhone(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return phone ? NARROW : WIDE;
}
