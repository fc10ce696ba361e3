import { useSessionStore } from '@/stores/session-store';
import { findCity, type City } from '../data/cities';

/** The city chosen on /city (persisted in the session store, default 深圳). */
export function useCity(): City {
  const name = useSessionStore((s) => s.city);
  return findCity(name);
}
