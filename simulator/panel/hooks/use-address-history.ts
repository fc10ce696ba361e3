import { useCallback, useState } from 'react';

const STORAGE_KEY = 'sim-address-history';
/** How many addresses the history keeps, the latest first. */
const HISTORY_SIZE = 20;

const read = (): string[] => {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};

/**
 * The addresses QA went to from the phones' address fields, the latest first, kept across panel
 * reloads (the panel's own storage): what a browser's address bar suggests.
 */
export function useAddressHistory(): [string[], (address: string) => void] {
  const [history, setHistory] = useState(read);
  const remember = useCallback((address: string) => {
    setHistory((current) => {
      const next = [address, ...current.filter((a) => a !== address)].slice(0, HISTORY_SIZE);
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Storage full or off: the history lasts as long as the page.
      }
      return next;
    });
  }, []);
  return [history, remember];
}
