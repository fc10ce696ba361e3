import { createRng } from './prng';

/** Length of every generated lesson clip, in seconds. */
const CLIP_SECONDS = 20;
const RATE = 8000;
const PENTATONIC = [261.63, 293.66, 329.63, 392.0, 440.0, 523.25, 587.33, 659.25];

/**
 * A small playable WAV (8 kHz, 8-bit mono, 20 s ≈ 160 KB) made in code: a melody seeded by
 * `seed`, so each course and chapter sounds different and the media never needs downloading.
 */
export function lessonWav(seed: string): Buffer {
  const rng = createRng(`wav:${seed}`);
  const samples = RATE * CLIP_SECONDS;
  const buf = Buffer.alloc(44 + samples);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + samples, 4);
  buf.write('WAVE', 8, 'ascii');
  buf.write('fmt ', 12, 'ascii');
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(RATE, 24);
  buf.writeUInt32LE(RATE, 28); // byte rate
  buf.writeUInt16LE(1, 32); // block align
  buf.writeUInt16LE(8, 34); // bits
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(samples, 40);
  const noteLen = RATE / 2; // half-second notes
  let freq = rng.pick(PENTATONIC);
  for (let i = 0; i < samples; i++) {
    const inNote = i % noteLen;
    if (inNote === 0) freq = rng.pick(PENTATONIC);
    const env = Math.min(1, inNote / 200, (noteLen - inNote) / 400);
    const v = Math.sin((2 * Math.PI * freq * i) / RATE) * 0.35 * env;
    buf.writeUInt8(Math.round(128 + v * 127), 44 + i);
  }
  return buf;
}
