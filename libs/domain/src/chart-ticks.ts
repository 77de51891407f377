/**
 * Axis marks at round steps (1, 2 or 5 times a power of ten) from 0 to at least `maximum`, so an axis reads
 * 0 / 100 / 200 / 300 / 400 Kč instead of 83 / 165 / 248 / 330 Kč. At most `steps` + 1 marks; the last one
 * is the axis end so the highest point is labelled. Steps are whole numbers (amounts in Kč, counts). An empty series still gets the marks 0 and 1 step.
 */
export function roundTicks(maximum: number, steps = 4): number[] {
  const top = Math.max(maximum, 0);
  if (top === 0) return [0, 1];
  const rough = top / steps;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough && Number.isInteger(candidate)) ?? 10 * magnitude;
  const count = Math.ceil(top / step - 1e-9);
  return Array.from({ length: count + 1 }, (_, index) => Number((index * step).toPrecision(12)));
}
