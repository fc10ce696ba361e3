/**
 * The framed picture's status bar shows the time of day (drawn by the panel's still page, on the
 * real clock): the one part of the frame that changes between runs. It is painted flat in the PNG,
 * as a page's masks are, before the picture is saved or compared.
 */
import type { PNG } from 'pngjs';
import type { DeviceProfile, PhoneMode } from '../devices';
import { FRAME_BEZEL, frameLayout } from '../devices/frame-layout';

/** Wide enough for「23:59」and the status bar's left padding, short of any notch or island. */
const CLOCK_WIDTH = 90;
const MASK_RGB = [0x8a, 0x8f, 0x99] as const;

/** Paints the status bar's clock of a framed picture (upright) flat, in place. */
export function maskStatusClock(image: PNG, device: DeviceProfile, mode: PhoneMode): void {
  const layout = frameLayout(device, mode, 'portrait');
  if (layout.statusBar === 0) return;
  const scale = device.deviceScaleFactor;
  const x0 = Math.floor(FRAME_BEZEL * scale);
  const y0 = Math.floor(FRAME_BEZEL * scale);
  const x1 = Math.min(image.width, Math.ceil((FRAME_BEZEL + CLOCK_WIDTH) * scale));
  const y1 = Math.min(image.height, Math.ceil((FRAME_BEZEL + layout.statusBar) * scale));
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = (y * image.width + x) * 4;
      image.data[i] = MASK_RGB[0];
      image.data[i + 1] = MASK_RGB[1];
      image.data[i + 2] = MASK_RGB[2];
      image.data[i + 3] = 255;
    }
  }
}
