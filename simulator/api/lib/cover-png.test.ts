import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { COVER_HEIGHT, COVER_WIDTH, coverPng } from './cover-png';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('coverPng', () => {
  it('is a 320×180 PNG that decodes', () => {
    const bytes = coverPng(1);
    expect(bytes.subarray(0, 8).equals(SIGNATURE)).toBe(true);
    expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
    expect(bytes.readUInt32BE(16)).toBe(320);
    expect(bytes.readUInt32BE(20)).toBe(180);
    const png = PNG.sync.read(bytes);
    expect([png.width, png.height]).toEqual([COVER_WIDTH, COVER_HEIGHT]);
  });

  it('draws the same picture for the same id and different ones for different ids', () => {
    const a = coverPng(2);
    expect(coverPng(2).equals(a)).toBe(true);
    expect(coverPng(3).equals(a)).toBe(false);
    // Ids whose gradient colours are the same still differ by their motif.
    expect(PNG.sync.read(coverPng(10)).data.equals(PNG.sync.read(coverPng(18)).data)).toBe(false);
  });

  it('stays small', () => {
    for (let id = 1; id <= 40; id++) expect(coverPng(id).length).toBeLessThan(8 * 1024);
  });
});
