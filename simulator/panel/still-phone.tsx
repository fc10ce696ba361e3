import { useEffect, useState } from 'react';
import { FramedPhone } from './components/framed-phone';
import type { PanelHost } from '../host-contract';
import { STILL_EVENT, type StillRequest } from '../host-contract/still';

/**
 * The framed screenshot's page (`/panel/?still=1`): the host's browser keeps it open at the framed
 * phone's size and, for each screenshot, sends the phone as listed with its page's pixels (a
 * `STILL_EVENT`), so the picture shows the one frame component the panel draws. Kept warm, it
 * costs one render and one capture per screenshot, not a page load.
 */
export function StillPhone({ host }: { host: PanelHost }) {
  const [request, setRequest] = useState<StillRequest | null>(null);
  useEffect(() => {
    const show = (event: Event) => setRequest((event as CustomEvent<StillRequest>).detail);
    addEventListener(STILL_EVENT, show);
    document.documentElement.dataset.stillListening = 'true';
    return () => removeEventListener(STILL_EVENT, show);
  }, []);
  if (!request) return null;
  return (
    <div data-still-version={request.version}>
      <FramedPhone
        key={request.version}
        host={host}
        phone={request.phone}
        orientation={request.orientation}
        scale={1}
        still={request.shotUrl}
      />
    </div>
  );
}
