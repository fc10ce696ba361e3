import { describe, expect, it } from 'vitest';
import { PNG } from 'pngjs';
import { getDevice } from '../devices';
import { FRAME_BEZEL, frameLayout, framedSize } from '../devices/frame-layout';
import { maskStatusClock } from './frame-clock';

/** A white framed picture of the device, at its pixel ratio. */
function framed(deviceId: string): PNG {
  const device = getDevice(deviceId);
  const size = framedSize(frameLayout(device, 'app'));
  const image = new PNG({
    width: size.width * device.deviceScaleFactor,
    height: size.height * device.deviceScaleFactor,
  });
  image.data.fill(255);
  return image;
}

const rgbAt = (image: PNG, x: number, y: number) => {
  const i = (y * image.width + x) * 4;
  return [image.data[i], image.data[i + 1], image.data[i + 2]];
};

describe('maskStatusClock', () => {
  it('paints the left of the status bar flat, and nothing under it or right of it', () => {
    const device = getDevice('iphone-14');
    const image = framed('iphone-14');
    maskStatusClock(image, device, 'app');
    const scale = device.deviceScaleFactor;
    const bar = frameLayout(device, 'app').statusBar;
    const at = (x: number, y: number) =>
      rgbAt(image, Math.floor((FRAME_BEZEL + x) * scale), Math.floor((FRAME_BEZEL + y) * scale));
    // Where the time is drawn (left padding 24 px, a few glyphs).
    expect(at(30, bar / 2)).toEqual([0x8a, 0x8f, 0x99]);
    expect(at(80, bar - 1)).toEqual([0x8a, 0x8f, 0x99]);
    // The notch and the network label stay, as does the title bar below.
    expect(at(device.screen.width / 2, bar / 2)).toEqual([255, 255, 255]);
    expect(at(device.screen.width - 30, bar / 2)).toEqual([255, 255, 255]);
    expect(at(30, bar + 1)).toEqual([255, 255, 255]);
    // The bezel too.
    expect(rgbAt(image, 0, 0)).toEqual([255, 255, 255]);
  });
});
