/**
 * Asks the provider for each due item in turn (`attempt` also records its success); one that fails is handed to
 * `failed` (which records the error for the next run) and does not stop the others.
 */
export async function attemptEach<T>(due: readonly T[], attempt: (item: T) => Promise<void>, failed: (item: T, error: unknown) => Promise<void>): Promise<{ done: number; failed: number }> {
  let done = 0;
  for (const item of due) {
    try {
      await attempt(item);
      done++;
    } catch (error) {
      await failed(item, error);
    }
  }
  return { done, failed: due.length - done };
}
