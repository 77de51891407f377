import { useCallback, useEffect, useState } from 'react';
import { useMediaQuery } from '../layout/useMediaQuery';

const PHONE = '(max-width: 480px)';
/** Below this width the chart uses the phone's tighter padding. */
const NARROW_WIDTH = 480;

export interface ChartLayout {
  width: number;
  padding: { top: number; bottom: number; left: number; right: number };
}

const WIDE: ChartLayout = { width: 640, padding: { top: 20, bottom: 40, left: 84, right: 24 } };
const NARROW: ChartLayout = { width: 320, padding: { top: 16, bottom: 36, left: 76, right: 16 } };

/**
 * Victory draws in a fixed box scaled to fit its container: a 640-wide box on a 375 px phone shrinks 11 px
 * labels to 6 px, and even a 320-wide box in a 300 px column shrinks them below 11 px. Give `measure` as the ref of the
 * element the chart fills and the box is drawn at that element's real width, so a label is as big as its
 * font size says. Until measured (and without `measure`) the box is about as wide as the screen allows.
 */
export function useChartLayout(): ChartLayout & { measure: (node: HTMLElement | null) => void } {
  const phone = useMediaQuery(PHONE);
  const [measured, setMeasured] = useState<number | null>(null);
  const [node, setNode] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!node || typeof ResizeObserver === 'undefined') return;
    const measure = () => setMeasured(Math.round(node.getBoundingClientRect().width) || null);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [node]);
  const measure = useCallback((element: HTMLElement | null) => setNode(element), []);
  if (measured) return { ...(measured < NARROW_WIDTH ? NARROW : WIDE), width: measured, measure };
  return { ...(phone ? NARROW : WIDE), measure };
}
