/**
 * A phone's part in 同步操作 (while it is on): whether it follows, why it stopped (an element it
 * could not find), and bringing it back or taking it out.
 */
import type { PanelHost, PhoneSummary } from '../../host-contract';
import { useAction } from '../hooks/use-action';
import { ActionMessage } from './action-message';

export function MirrorStatus({ host, phone }: { host: PanelHost; phone: PhoneSummary }) {
  const { busy, message, run } = useAction();
  const mirror = phone.mirror;
  if (!mirror) return null;
  const include = (value: boolean) =>
    void run(() => host.mirror({ action: 'include', phoneId: phone.id, include: value }));
  return (
    <>
      {mirror.lost ? (
        <>
          <span className="mirror-lost" role="status">
            未同步：{mirror.lost}
          </span>
          <button type="button" disabled={busy} onClick={() => include(true)}>
            重新加入
          </button>
        </>
      ) : (
        <label className="mirror-include">
          <input
            type="checkbox"
            checked={mirror.included}
            disabled={busy}
            onChange={(e) => include(e.target.checked)}
          />
          参与同步
        </label>
      )}
      <ActionMessage message={message} />
    </>
  );
}
