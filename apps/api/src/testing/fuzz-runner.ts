/* eslint-disable @typescript-eslint/no-explicit-any -- answers to hostile input may be any JSON */

/** An answer as the fuzz tests judge it: status, the JSON body (null when not JSON) and the raw text. */
export interface FuzzAnswer {
  status: number;
  body: any;
  text: string;
}

export async function readAnswer(response: Response): Promise<FuzzAnswer> {
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text), text };
  } catch {
    return { status: response.status, body: null, text };
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
