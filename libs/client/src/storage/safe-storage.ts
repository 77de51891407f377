/** Runs a storage access; blocked storage (private mode) behaves as if nothing was stored. */
export function safely<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}
