// on-exit-leak-free (pino's own exit hook) ships no types: the part this api uses.
declare module 'on-exit-leak-free' {
  type ExitEvent = 'exit' | 'beforeExit';
  /** Calls `fn` with `object` on the process's exit and beforeExit, unless `object` was collected first. */
  export function register<T extends object>(object: T, fn: (object: T, event: ExitEvent) => void): void;
  export function unregister(object: object): void;
}
