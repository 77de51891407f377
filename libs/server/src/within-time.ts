/**
 * Resolves as `work` does, or rejects with `late()` once `ms` pass first (the work itself runs on, unheard):
 * for calls to services that may hang rather than fail.
 */
export function withinTime<T>(work: Promise<T>, ms: number, late: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(late()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
