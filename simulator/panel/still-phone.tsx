import { FramedPhone } from './components/framed-phone';
import { useHostState } from './hooks/use-host-state';
import type { PanelHost } from '../host-contract';
import type { Orientation } from '../host-contract/screen';

/**
 * The framed screenshot's page (`/panel/?still=<phone>&orientation=…`): the host's browser opens it
 * at the framed phone's size and photographs the frame, so the screenshot shows the one frame
 * component the panel draws, around the page's own screenshot.
 */
export function StillPhone({
  host,
  phoneId,
  orientation,
  shotUrl,
}: {
  host: PanelHost;
  phoneId: string;
  orientation: Orientation;
  shotUrl: string;
}) {
  const { state, error } = useHostState(host);
  const phone = state?.phones.find((p) => p.id === phoneId);
  if (error) return <p role="alert">{error}</p>;
  if (!phone) return null;
  return (
    <FramedPhone host={host} phone={phone} orientation={orientation} scale={1} still={shotUrl} />
  );
}
