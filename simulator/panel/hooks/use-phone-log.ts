import { useEffect, useState } from 'react';
import type { BridgeLogEntry, NetworkLogEntry, PanelHost } from '../../host-contract';

type Kind = 'bridge-log' | 'network-log';
type EntryOf<K extends Kind> = K extends 'bridge-log' ? BridgeLogEntry : NetworkLogEntry;

/** One phone's bridge or network log, re-read when the host reports new entries for that phone. */
export function usePhoneLog<K extends Kind>(
  host: PanelHost,
  phoneId: string | null,
  kind: K,
): EntryOf<K>[] {
  const [entries, setEntries] = useState<EntryOf<K>[]>([]);
  useEffect(() => {
    if (!phoneId) {
      setEntries([]);
      return;
    }
    let live = true;
    const load = () => {
      const read = kind === 'bridge-log' ? host.bridgeLog(phoneId) : host.networkLog(phoneId);
      (read as Promise<EntryOf<K>[]>).then(
        (list) => live && setEntries(list),
        () => live && setEntries([]),
      );
    };
    load();
    const unsubscribe = host.subscribe((event) => {
      if (event.type === kind && event.phoneId === phoneId) load();
    });
    return () => {
      live = false;
      unsubscribe();
    };
  }, [host, phoneId, kind]);
  return entries;
}
