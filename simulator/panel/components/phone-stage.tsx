import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { findDevice } from '../../devices';
import { fitScale, frameLayout, FRAME_BEZEL } from '../../devices/frame-layout';
import type { DeviceOption, PanelHost, PhoneSummary } from '../../host-contract';
import type { Orientation } from '../../host-contract/screen';
import { useAction } from '../hooks/use-action';
import { useBox, useChromeAbove } from '../hooks/use-box';
import { useScreens, type FrameHub } from '../hooks/use-screens';
import type { ScreenClient } from '../screen-client';
import { ActionMessage } from './action-message';
import { FramedPhone } from './framed-phone';
import { PhoneCard } from './phone-card';
import { RecordControls } from './record-controls';
import { MirrorStatus } from './mirror-status';
import { SystemMenu } from './system-menu';
import { frameBox, phoneColumnWidths, stageMinHeight, type StageBox } from '../stage-fit';

/** DevTools' own window: this wide where the screen has room beside the phone. */
const DEVTOOLS_WIDTH = 900;

/**
 * Window features that put a phone's DevTools in a window of its own beside the phone's column
 * (at its right where the screen has room, else at its left): a tab over the panel hid the phones.
 */
function besidePhone(column: Element | null): string {
  const rect = column?.getBoundingClientRect();
  const chromeTop = window.outerHeight - window.innerHeight;
  const right = window.screenX + (rect?.right ?? 0) + 8;
  const fitsRight = right + DEVTOOLS_WIDTH <= screen.availWidth;
  const left = fitsRight
    ? right
    : Math.max(0, window.screenX + (rect?.left ?? 0) - DEVTOOLS_WIDTH - 8);
  const top = window.screenY + Math.max(0, chromeTop);
  return `popup,width=${DEVTOOLS_WIDTH},height=${window.innerHeight},left=${Math.round(left)},top=${Math.round(top)}`;
}

/** The stage before it is first measured (and where nothing can be measured). */
const UNMEASURED: StageBox = { width: 1200, height: 900 };

/** The framed host's own controls of one phone: rotate, the two screenshots, DevTools. */
function StageTools({
  screens,
  phone,
  orientation,
  column,
}: {
  screens: ScreenClient;
  phone: PhoneSummary;
  orientation: Orientation;
  /** The phone's column, which DevTools' window opens beside. */
  column: RefObject<HTMLDivElement | null>;
}) {
  const { busy, message, run } = useAction();
  return (
    <>
      <button
        type="button"
        disabled={busy || phone.platform === 'desktop'}
        onClick={() =>
          void run(() =>
            screens.rotate(phone.id, orientation === 'portrait' ? 'landscape' : 'portrait'),
          )
        }
      >
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
            const url = await screens.devToolsUrl(phone.id);
            window.open(url, `devtools-${phone.id}`, `${besidePhone(column.current)},noopener`);
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
  onMinHeight,
}: {
  host: PanelHost;
  screens: ScreenClient;
  phones: PhoneSummary[];
  devices: DeviceOption[];
  selectedId: string | null;
  onSelect: (phoneId: string) => void;
  /** Told the least height the stage needs (see `stageMinHeight`) whenever it changes. */
  onMinHeight?: (height: number) => void;
}) {
  const { hub, orientations } = useScreens(screens);
  const stage = useRef<HTMLElement>(null);
  const box = useBox(stage);
  // The stage's content box: the panel's layout gives it the window's height less the header and
  // any open log drawer, and its padding and scrollbar are measured off, so frames fit what is left.
  const room: StageBox =
    box && box.inner.width > 0 && box.inner.height > 0 ? box.inner : UNMEASURED;
  // What each phone's column draws above its frame, as laid out (its toolbar wraps, its 系统 menu opens).
  const [chrome, setChrome] = useState<Record<string, number>>({});
  const onChrome = useCallback(
    (phoneId: string, height: number) =>
      setChrome((current) =>
        current[phoneId] === height ? current : { ...current, [phoneId]: height },
      ),
    [],
  );
  const minHeight = stageMinHeight(
    phones.map((phone) => chrome[phone.id] ?? 0),
    box ? box.height - box.inner.height : 0,
  );
  useEffect(() => onMinHeight?.(minHeight), [onMinHeight, minHeight]);
  const widths = phoneColumnWidths(
    room.width,
    phones.map((phone) => orientations[phone.id] === 'landscape'),
  );
  return (
    <section className="phone-stage" aria-label="手机" ref={stage}>
      {phones.map((phone, index) => (
        <StagePhone
          key={phone.id}
          host={host}
          screens={screens}
          hub={hub}
          phone={phone}
          devices={devices}
          orientation={orientations[phone.id] ?? 'portrait'}
          columnWidth={widths[index] ?? 0}
          stageHeight={room.height}
          onChrome={onChrome}
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
  columnWidth: number;
  stageHeight: number;
  onChrome: (phoneId: string, height: number) => void;
  selected: boolean;
  onSelect: () => void;
}) {
  const { host, screens, hub, phone, orientation } = props;
  const profile = findDevice(phone.deviceId);
  const layout = profile ? frameLayout(profile, phone.mode, orientation) : null;
  const toolbar = useRef<HTMLDivElement>(null);
  const column = useRef<HTMLDivElement>(null);
  const chromeAbove = useChromeAbove(toolbar, column);
  const { onChrome } = props;
  useEffect(() => onChrome(phone.id, chromeAbove), [onChrome, phone.id, chromeAbove]);
  const scale = layout
    ? fitScale(layout, frameBox(props.columnWidth, props.stageHeight, chromeAbove), FRAME_BEZEL)
    : 1;
  return (
    <div className="stage-phone" style={{ width: props.columnWidth }} ref={column}>
      <div ref={toolbar}>
        <PhoneCard
          host={host}
          phone={phone}
          devices={props.devices}
          selected={props.selected}
          onSelect={props.onSelect}
          devTools={false}
          extra={
            <>
              <StageTools
                screens={screens}
                phone={phone}
                orientation={orientation}
                column={column}
              />
              <RecordControls host={host} phone={phone} devices={props.devices} />
              <MirrorStatus host={host} phone={phone} />
            </>
          }
          menu={<SystemMenu host={host} phone={phone} />}
        />
      </div>
      <FramedPhone
        host={host}
        phone={phone}
        orientation={orientation}
        scale={scale}
        screens={screens}
        hub={hub}
      />
    </div>
  );
}
