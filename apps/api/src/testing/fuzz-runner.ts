/* eslint-disable @typescript-eslint/no-explicit-any -- answers to hostile input may be any JSON */

/** An answer as the fuzz tests judge it: status, content type, the JSON body (null when not JSON) and the raw text. */
export interface FuzzAnswer {
  status: number;
  contentType: string;
  body: any;
  text: string;
}

export async function readAnswer(response: Response): Promise<FuzzAnswer> {
  const text = await response.text();
  const answer = { status: response.status, contentType: response.headers.get('content-type') ?? '', text };
  try {
    return { ...answer, body: JSON.parse(text) };
  } catch {
    return { ...answer, body: null };
  }
}

/**
 * Sends every case, a few at a time, and collects what `check` finds wrong with each answer
 * (null when nothing), prefixed by the case's name.
 */
export async function runCases<Case>(
  cases: Case[],
  send: (testCase: Case) => Promise<FuzzAnswer>,
  check: (testCase: Case, answer: FuzzAnswer) => string | null,
  name: (testCase: Case) => string,
  concurrency = 6,
): Promise<string[]> {
  const failures: string[] = [];
  const queue = [...cases];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let testCase = queue.shift(); testCase; testCase = queue.shift()) {
        const problem = check(testCase, await send(testCase));
        if (problem) failures.push(`${name(testCase)}: ${problem}`);
      }
    }),
  );
  return failures;
}

/** The salt of the sample's order: a fixed seed, so that every run tries the same cases. */
const SAMPLE_SEED = 'issue-54';

/** FNV-1a of a text: the order the sample takes a group's cases in. */
function orderOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
  return hash;
}

/** Whether this run is the whole sweep (`FUZZ_FULL=1`: the nightly run, docs/quality.md) rather than the sample. */
export const FUZZ_FULL = process.env.FUZZ_FULL === '1';

/**
 * The cases a run sends: all of them with FUZZ_FULL=1, otherwise at most `perGroup` of each group (a route, an
 * operation), the same ones every run (in an order fixed by a seeded hash of their names), so that every route
 * and operation is tried with every kind of input in every run, within a budget.
 */
export function sampleCases<Case>(cases: readonly Case[], groupOf: (testCase: Case) => string, nameOf: (testCase: Case) => string, perGroup: number): Case[] {
  if (FUZZ_FULL) return [...cases];
  const groups = new Map<string, Case[]>();
  for (const testCase of cases) {
    const group = groupOf(testCase);
    groups.set(group, [...(groups.get(group) ?? []), testCase]);
  }
  return [...groups.values()].flatMap((group) =>
    group
      .map((testCase) => ({ testCase, order: orderOf(`${SAMPLE_SEED}:${nameOf(testCase)}`) }))
      .sort((a, b) => a.order - b.order)
      .slice(0, perGroup)
      .map(({ testCase }) => testCase),
  );
}
