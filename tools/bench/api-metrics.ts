import { METRICS_TOKEN } from './bench-api-env';

/** The api's Prometheus text (its /metrics, behind the benchmarks' token). */
export async function scrapeMetrics(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
  return response.text();
}

/** The sum of the samples of metric `name` that carry every one of `labels` (a metric without labels: its one value). */
export function metricTotal(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([label, value]) => `${label}="${value}"`);
  return text
    .split('\n')
    .filter((line) => (line.startsWith(`${name}{`) || line.startsWith(`${name} `)) && wanted.every((pair) => line.includes(pair)))
    .reduce((total, line) => total + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}
