/**
 * The text a screen reader gets for a chart (its SVG <desc>): every point in words, in order, since
 * the bars and lines themselves say nothing to it.
 */
export function chartDescription(points: { text: string }[]): string {
  return points.length ? points.map((point) => point.text).join('; ') : 'Zatím žádná data.';
}
