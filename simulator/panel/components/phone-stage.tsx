import { useEffect, useState } from 'react';
import { findDevice } from '../../devices';
import { fitScale, frameLayout, FRAME_BEZEL, framedSize } from '../../devices/frame-layout';
import type { DeviceOption, PanelHost, PhoneSummary } from '../../host-contract';
import type { Orientation } from '../../host-contract/screen';
import { useAction } from '../hooks/use-action';
import { useScreens, type FrameHub } from '../hooks/use-screens';
import type { ScreenClient } from '../screen-client';
import { ActionMessage } from './action-message';
import { FramedPhone } from './framed-phone';
import { PhoneCard } from './phone-card';

/** Room the phone's toolbar (its card) and the panel's header take above the frames. */
const CHROME_ABOVE = 300;
const MIN_HEIGHT = 420;
/** Widest a phone is drawn: upright phones at about their CSS size, turned ones wider. */
const MAX_WIDTH = { portrait: 520, landscape: 900 } as const;

function useWindowHeight(): number {
  const [height, setHeight] = useState(() => window.innerHeight);
  useEffect(() => {
    const onResize = (): void => setHeight(window.innerHeight);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return height;
}

/** The framed host's own controls of one phone: rotate, the two screenshots, DevTools. */
function StageTools({ screens, phone, orientation }: { screens: ScreenClient; phone: PhoneSummary; orientation: Orientation }) {
  const { busy, message, run } = useAction();
  return (
    <>
      <button type="button" disabled={busy || phone.platform === 'desktop'} onClick={() => void run(() => screens.rotate(phone.id, orientation === 'portrait' ? 'landscape' : 'portrait'))}>
        {orientation === 'portrait' ? '横屏' : '竖屏'}
      </button>
      <a className="button-link" href={screens.screenshotUrl(phone.id, false)} download>
        截图
      </a>
      <a className="button-link" href={screens.screenshotUrl(phone.id, true)} download>
        带框截图
      </a>
      <button
        type="button"
        disabled={busy}
        onClick={() =>
          void run(async () => {
            window.open(await screens.devToolsUrl(phone.id), '_blank', 'noopener');
          })
        }
      >
        DevTools
      </button>
      <ActionMessage message={message} />
    </>
  );
}

/**
 * The phones side by side, each in its device frame under its toolbar (device, mode, network,
 * rotate, back, reload, clear storage, screenshots, DevTools, close), scaled to fit the window.
 */
export function PhoneStage({
  host,
  screens,
  phones,
  devices,
  selectedId,
  onSelect,
}: {
  host: PanelHost;
  screens: ScreenClient;
  phones: PhoneSummary[];
  devices: DeviceOption[];
  selectedId: string | null;
  onSelect: (phoneId: string) => void;
}) {
  const { hub, orientations } = useScreens(screens);
  const height = Math.max(MIN_HEIGHT, useWindowHeight() - CHROME_ABOVE);
  if (phones.length === 0) return <section className="phone-stage" aria-label="手机" />;
  return (
    <section className="phone-stage" aria-label="手机">
      {phones.map((phone) => (
        <StagePhone
          key={phone.id}
          host={host}
          screens={screens}
          hub={hub}
          phone={phone}
          devices={devices}
          orientation={orientations[phone.id] ?? 'portrait'}
          height={height}
          selected={phone.id === selectedId}
          onSelect={() => onSelect(phone.id)}
        />
      ))}
    </section>
  );
}

function StagePhone(props: {
  host: PanelHost;
  screens: ScreenClient;
  hub: FrameHub;
  phone: PhoneSummary;
  devices: DeviceOption[];
  orientation: Orientation;
  height: number;
  selected: boolean;
  onSelect: () => void;
}) {
  const { host, screens, hub, phone, orientation } = props;
  const profile = findDevice(phone.deviceId);
  const layout = profile ? frameLayout(profile, phone.mode, orientation) : null;
  const scale = layout ? fitScale(layout, { width: MAX_WIDTH[orientation], height: props.height }, FRAME_BEZEL) : 1;
  const width = layout ? framedSize(layout).width * scale : MAX_WIDTH.portrait;
  return (
    <div className="stage-phone" style={{ width: Math.max(width, 340) }}>
      <PhoneCard
        host={host}
        phone={phone}
        devices={props.devices}
        selected={props.selected}
        onSelect={props.onSelect}
        devTools={false}
        extra={<StageTools screens={screens} phone={phone} orientation={orientation} />}
      />
      <FramedPhone host={host} phone={phone} orientation={orientation} scale={scale} screens={screens} hub={hub} />
    </div>
  );
}
