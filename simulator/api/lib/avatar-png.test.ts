import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { AVATAR_SIZE, avatarPath, avatarPng } from './avatar-png';

describe('avatarPng', () => {
  it('is a 96×96 PNG, round: the corners transparent, the centre opaque', () => {
    const png = PNG.sync.read(avatarPng(1));
    expect([png.width, png.height]).toEqual([AVATAR_SIZE, AVATAR_SIZE]);
    const alpha = (x: number, y: number) => png.data[(y * png.width + x) * 4 + 3];
    expect(alpha(0, 0)).toBe(0);
    expect(alpha(AVATAR_SIZE - 1, AVATAR_SIZE - 1)).toBe(0);
    expect(alpha(AVATAR_SIZE / 2, AVATAR_SIZE / 2)).toBe(255);
  });

  it('draws a light figure on the user colour, the same bytes for the same id', () => {
    const png = PNG.sync.read(avatarPng(2));
    const pixel = (x: number, y: number) =>
      Array.from(png.data.subarray((y * png.width + x) * 4, (y * png.width + x) * 4 + 3));
    // The head's centre is near white; beside it, the background is the user's colour (#fa8c16 for id 2).
    expect(pixel(48, 37).every((c) => c > 230)).toBe(true);
    expect(pixel(10, 48)).toEqual([0xfa, 0x8c, 0x16]);
    expect(avatarPng(2).equals(avatarPng(2))).toBe(true);
    expect(avatarPng(3).equals(avatarPng(2))).toBe(false);
  });

  it('stays small and is served at /media/avatar/<id>.png', () => {
    expect(avatarPng(5).length).toBeLessThan(4 * 1024);
    expect(avatarPath(42)).toBe('/media/avatar/42.png');
  });
});
