import { useCallback, useState } from 'react';
import { failureText } from './failure-text';

/**
 * A dialog's refusal: `attempt` clears the last one, runs the change and keeps the server's Czech text if it
 * is refused (the dialog stays open to show it and try again); `clear` drops it (a form that did not validate).
 */
export function useRefusal() {
  const [refusal, setRefusal] = useState<string | null>(null);
  const attempt = useCallback(async (change: () => Promise<void>) => {
    setRefusal(null);
    try {
      await change();
    } catch (failure) {
      setRefusal(failureText(failure));
    }
  }, []);
  const clear = useCallback(() => setRefusal(null), []);
  return { refusal, attempt, clear };
}
