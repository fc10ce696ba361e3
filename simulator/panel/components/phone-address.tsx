import { useState, type FormEvent } from 'react';
import type { PanelHost, PhoneSummary } from '../../host-contract';
import { useAction } from '../hooks/use-action';
import { useAddressHistory } from '../hooks/use-address-history';
import { ActionMessage } from './action-message';

/**
 * A phone's URL as its field shows it: the path on the app's origin (Chinese in a query
 * readable, as QA typed it), the full URL elsewhere.
 */
function shown(url: string): string {
  try {
    const parsed = new URL(url);
    if (!parsed.protocol.startsWith('http')) return url;
    const path = `${parsed.pathname}${parsed.search}${parsed.hash}`;
    try {
      return decodeURI(path);
    } catch {
      return path;
    }
  } catch {
    return url;
  }
}

/**
 * One phone's address field: it shows where the phone is, and takes a path (`/app/news?x=1`) or a
 * full URL on the app's origin, with the addresses gone to before as suggestions.
 */
export function PhoneAddress({ host, phone }: { host: PanelHost; phone: PhoneSummary }) {
  // null: the field follows the phone; a string: what QA is typing.
  const [draft, setDraft] = useState<string | null>(null);
  const [history, remember] = useAddressHistory();
  const { busy, message, run } = useAction();
  const value = draft ?? shown(phone.url);
  const listId = `address-history-${phone.id}`;
  const go = (event: FormEvent) => {
    event.preventDefault();
    const address = value.trim();
    if (!address) return;
    void run(async () => {
      await host.navigate(phone.id, address);
      remember(address);
      setDraft(null);
    });
  };
  return (
    <form className="phone-address" onSubmit={go} aria-label={`${phone.deviceName}的地址栏`}>
      <input
        aria-label="地址"
        title={phone.url}
        value={value}
        list={listId}
        disabled={busy}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') setDraft(null);
        }}
        placeholder="/app/home?from=qa"
        spellCheck={false}
      />
      <datalist id={listId}>
        {history.map((address) => (
          <option key={address} value={address} />
        ))}
      </datalist>
      <button type="submit" disabled={busy}>
        前往
      </button>
      <ActionMessage message={message} />
    </form>
  );
}
