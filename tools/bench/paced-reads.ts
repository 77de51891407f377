// The soak's open-loop load (issue #59): each member on a connection of their own sends their page reads at an even
// pace, as members in browsers do, rather than autocannon's overallRate, which lets every connection send its share
// of a second at once at the start of each second (a burst of the whole rate each second) and, when a request
// times out, does not say which. Each request carries its own X-Request-Id, which the api logs as the request's id,
// so a request that timed out here can be looked for in the api's log (answered late, or never seen).
import { Client } from 'undici';
import type { MixRequest } from './page-mix';

/** As autocannon's default: a request not answered within this long counts as timed out (its connection is closed and opened again). */
const TIMEOUT_MS = 10_000;

/** A member's one connection. */
const connect = (baseUrl: string) => new Client(baseUrl, { headersTimeout: TIMEOUT_MS, bodyTimeout: TIMEOUT_MS, pipelining: 1 });

export interface PacedLoad {
  /** Answers received (any status). */
  answered: number;
  durationS: number;
  p50: number;
  p99: number;
  timeouts: number;
  non2xx: number;
  /** Connection failures other than timeouts. */
  refused: number;
  /** The X-Request-Id of each request that timed out or failed (for the api's log). */
  failedIds: string[];
}

/**
 * `tokens` members (one connection each) sending `reads` in turn for `durationS`, `rateRps` in all, evenly paced:
 * member m sends every `tokens.length / rateRps` seconds from a start spread over that interval; a member whose
 * answer is late sends the next as soon as it is in. `label` starts each request id.
 */
export async function pacedReads(baseUrl: string, reads: MixRequest[], tokens: string[], durationS: number, rateRps: number, label: string): Promise<PacedLoad> {
  const intervalMs = (tokens.length / rateRps) * 1000;
  const latencies: number[] = [];
  const result = { timeouts: 0, non2xx: 0, refused: 0, failedIds: [] as string[] };
  const startedAt = performance.now();
  const endsAt = startedAt + durationS * 1000;
  await Promise.all(
    tokens.map(async (token, member) => {
      let client = connect(baseUrl);
      let due = startedAt + (member / tokens.length) * intervalMs;
      for (let n = 0; ; n++) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        if (performance.now() >= endsAt) break;
        const read = reads[n % reads.length];
        const id = `${label}-${member}-${n}`;
        const sentAt = performance.now();
        try {
          const answer = await client.request({ path: read.path, method: read.method, headers: { ...read.headers, authorization: `Bearer ${token}`, 'x-request-id': id }, body: read.body });
          await answer.body.dump({ limit: Infinity });
          latencies.push(performance.now() - sentAt);
          if (answer.statusCode < 200 || answer.statusCode > 299) {
            result.non2xx++;
            result.failedIds.push(id);
          }
        } catch (error) {
          const code = (error as { code?: string }).code;
          if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') result.timeouts++;
          else result.refused++;
          result.failedIds.push(id);
          await client.destroy().catch(() => undefined);
          client = connect(baseUrl);
        }
        due = Math.max(due + intervalMs, performance.now());
      }
      await client.close();
    }),
  );
  latencies.sort((a, b) => a - b);
  const percentile = (share: number) => (latencies.length ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))]) : 0);
  return { answered: latencies.length, durationS: (performance.now() - startedAt) / 1000, p50: percentile(0.5), p99: percentile(0.99), ...result };
}
