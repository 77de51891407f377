/**
 * Whether the api can be reached: the browser's own word, corrected by what requests find. A device
 * can say it is online and still reach nothing (captive portals, a dead connection; headless
 * Chromium under emulated offline keeps `navigator.onLine` true), so a request that got no answer at
 * all counts as offline until an answer comes or the browser reports it is back online.
 */
let unreachable = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function browserSaysOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

export const connectivity = {
  online: (): boolean => browserSaysOnline() && !unreachable,
  /** Told by the Apollo link after each request: whether it got an answer (any HTTP answer counts). */
  report(answered: boolean): void {
    if (unreachable === !answered) return;
    unreachable = !answered;
    notify();
  },
  subscribe(listener: () => void): () => void {
    const back = () => {
      unreachable = false;
      listener();
    };
    listeners.add(listener);
    window.addEventListener('online', back);
    window.addEventListener('offline', listener);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('online', back);
      window.removeEventListener('offline', listener);
    };
  },
};
