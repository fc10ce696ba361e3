import { useCallback, useState } from 'react';

/**
 * Runs host calls for a component: tracks whether one is under way and keeps the last outcome
 * (the host's Chinese error message, or a success note) to show QA.
 */
export function useAction(): {
  busy: boolean;
  message: { kind: 'error' | 'ok'; text: string } | null;
  run: <T>(action: () => Promise<T>, okText?: (result: T) => string) => Promise<T | undefined>;
} {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'error' | 'ok'; text: string } | null>(null);
  const run = useCallback(async <T>(action: () => Promise<T>, okText?: (result: T) => string) => {
    setBusy(true);
    setMessage(null);
    try {
      const result = await action();
      if (okText) setMessage({ kind: 'ok', text: okText(result) });
      return result;
    } catch (error) {
      setMessage({ kind: 'error', text: error instanceof Error ? error.message : String(error) });
      return undefined;
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, message, run };
}
