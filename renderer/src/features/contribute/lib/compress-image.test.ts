import { describe, expect, it } from 'vitest';
import { compressImage, scaledSize } from './compress-image';

describe('scaledSize', () => {
  it('brings the longer side down to 1600 px, keeping the shape', () => {
    expect(scaledSize(4032, 3024)).toEqual({ width: 1600, height: 1200 });
    expect(scaledSize(1080, 2400)).toEqual({ width: 720, height: 1600 });
  });
  it('never enlarges a small image', () => {
    expect(scaledSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});

describe('compressImage', () => {
  it('sends small files and GIFs as they are', async () => {
    const small = new File([new Uint8Array(10)], 'a.png', { type: 'image/png' });
    const gif = new File([new Uint8Array(2 * 1024 * 1024)], 'a.gif', { type: 'image/gif' });
    expect(await compressImage(small)).toBe(small);
    expect(await compressImage(gif)).toBe(gif);
  });
  it('falls back to the original when the image cannot be decoded', async () => {
    const broken = new File([new Uint8Array(2 * 1024 * 1024)], 'a.jpg', { type: 'image/jpeg' });
    expect(await compressImage(broken)).toBe(broken);
  });
});
